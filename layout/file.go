package layout

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"syscall"
)

// Temporary files are written beside their target under hidden names that
// carry the writing process's id: ".NAME.tmp-PID-RANDOM" for new contents
// and ".NAME.old-PID-N" for a replaced file kept until a set of files is in
// place. A process that is killed leaves them behind; the next write of
// NAME removes those whose process is gone.
var tempName = regexp.MustCompile(`^\.(.+)\.(?:tmp|old)(?:-(\d+)-)?\d+$`)

// createTemp creates a temporary file for name in dir.
func createTemp(dir, name string) (*os.File, error) {
	return os.CreateTemp(dir, "."+name+".tmp-"+strconv.Itoa(os.Getpid())+"-*")
}

// RemoveStaleTemps removes from dir the temporary files that writes of the
// named files, killed part way, left behind: files named as this package
// names them whose process has ended (and those of earlier versions,
// ".NAME.tmpNNN"). Temporary files of other names are left alone, so that
// a folder shared with other programs keeps their files. It returns the
// names removed; a folder that does not exist holds none.
func RemoveStaleTemps(dir string, names ...string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	ours := map[string]bool{}
	for _, n := range names {
		ours[n] = true
	}
	var removed []string
	for _, e := range entries {
		m := tempName.FindStringSubmatch(e.Name())
		if m == nil || !ours[m[1]] || !e.Type().IsRegular() {
			continue
		}
		if m[2] != "" {
			if pid, err := strconv.Atoi(m[2]); err == nil && running(pid) {
				continue
			}
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err == nil {
			removed = append(removed, e.Name())
		}
	}
	return removed, nil
}

// running reports whether process pid may still be running.
func running(pid int) bool {
	if pid == os.Getpid() {
		return true
	}
	if pid <= 0 {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return !errors.Is(err, os.ErrProcessDone) && !errors.Is(err, syscall.ESRCH)
}

// WriteFileAtomic writes a file by calling write on a temporary file beside
// path and renaming it into place, so that a failed or interrupted build
// never leaves a truncated file at path.
func WriteFileAtomic(path string, write func(w io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	RemoveStaleTemps(dir, filepath.Base(path))
	tmp, err := writeTemp(dir, filepath.Base(path), write)
	if err != nil {
		return err
	}
	if err := rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// writeTemp writes a temporary file for name in dir and returns its path.
func writeTemp(dir, name string, write func(w io.Writer) error) (path string, err error) {
	tmp, err := createTemp(dir, name)
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 1<<16)
	if err = write(bw); err != nil {
		return "", err
	}
	if err = bw.Flush(); err != nil {
		return "", err
	}
	if err = tmp.Chmod(0o644); err != nil {
		return "", err
	}
	if err = tmp.Close(); err != nil {
		return "", err
	}
	return tmp.Name(), nil
}

// rename is os.Rename; tests replace it to fail part way.
var rename = os.Rename

// File is one file of a set written together: its path and contents.
type File struct {
	Path string
	Data []byte
}

// WriteFiles writes a set of files all or nothing. Every file is first
// written beside its target under a temporary name (creating the folders
// it needs); only when all are written are they renamed into place. If
// anything fails, the temporary files and the folders made are removed, and
// files already replaced are put back from hard links kept for the
// purpose, so that a failed build leaves the output folder as it was.
// Stale temporary files of killed builds are removed from every folder
// written to.
func WriteFiles(files []File) (err error) {
	type staged struct {
		path, tmp, old string
		existed        bool
	}
	st := make([]*staged, 0, len(files))
	var made []string // folders created, parents first
	defer func() {
		if err == nil {
			return
		}
		for _, s := range st {
			if s.tmp != "" {
				os.Remove(s.tmp)
			}
			if s.old != "" {
				os.Remove(s.old)
			}
		}
		for i := len(made) - 1; i >= 0; i-- {
			os.Remove(made[i])
		}
	}()
	dirs := map[string]bool{}
	targets := map[string]bool{}
	names := map[string][]string{} // the files written into each folder
	for _, f := range files {
		path := filepath.Clean(f.Path)
		names[filepath.Dir(path)] = append(names[filepath.Dir(path)], filepath.Base(path))
	}
	for _, f := range files {
		path := filepath.Clean(f.Path)
		if targets[path] {
			return fmt.Errorf("layout: %s is written twice", path)
		}
		targets[path] = true
		dir := filepath.Dir(path)
		if !dirs[dir] {
			dirs[dir] = true
			m, err := mkdirAll(dir)
			made = append(made, m...)
			if err != nil {
				return err
			}
			RemoveStaleTemps(dir, names[dir]...)
		}
		s := &staged{path: path}
		if fi, err := os.Lstat(path); err == nil {
			if !fi.Mode().IsRegular() {
				return fmt.Errorf("%s: exists and is not a file", path)
			}
			s.existed = true
		}
		data := f.Data
		s.tmp, err = writeTemp(dir, filepath.Base(path), func(w io.Writer) error { _, err := w.Write(data); return err })
		if err != nil {
			return err
		}
		st = append(st, s)
	}
	// Keep each file about to be replaced under a second name, to put it
	// back if a later rename fails.
	for i, s := range st {
		if !s.existed {
			continue
		}
		old := filepath.Join(filepath.Dir(s.path), "."+filepath.Base(s.path)+".old-"+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(i))
		os.Remove(old)
		if os.Link(s.path, old) == nil {
			s.old = old
		}
	}
	for i, s := range st {
		if err := rename(s.tmp, s.path); err != nil {
			for _, done := range st[:i] {
				switch {
				case done.old != "":
					if os.Rename(done.old, done.path) == nil {
						done.old = ""
					}
				case !done.existed:
					os.Remove(done.path)
				}
			}
			return err
		}
		s.tmp = ""
	}
	for _, s := range st {
		if s.old != "" {
			os.Remove(s.old)
		}
	}
	return nil
}

// mkdirAll is os.MkdirAll that returns the folders it created, parents
// first.
func mkdirAll(dir string) ([]string, error) {
	var missing []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil {
			break
		}
		missing = append(missing, d)
		if filepath.Dir(d) == d {
			break
		}
	}
	var made []string
	for i := len(missing) - 1; i >= 0; i-- {
		if err := os.Mkdir(missing[i], 0o755); err != nil {
			if errors.Is(err, os.ErrExist) {
				continue
			}
			return made, err
		}
		made = append(made, missing[i])
	}
	return made, nil
}
