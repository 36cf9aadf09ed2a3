package layout

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// snapshot returns every file and folder under dir with its contents.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			m[rel+"/"] = ""
			return nil
		}
		b, _ := os.ReadFile(p)
		m[rel] = string(b)
		return nil
	})
	return m
}

func sameTree(t *testing.T, before, after map[string]string) {
	t.Helper()
	var diffs []string
	for k, v := range before {
		if w, ok := after[k]; !ok || w != v {
			diffs = append(diffs, "changed or gone: "+k)
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			diffs = append(diffs, "new: "+k)
		}
	}
	sort.Strings(diffs)
	if len(diffs) > 0 {
		t.Errorf("the output folder changed:\n%s", strings.Join(diffs, "\n"))
	}
}

func existing(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := WriteFiles([]File{
		{filepath.Join(dir, "a", "a-deck.pdf"), []byte("old a deck")},
		{filepath.Join(dir, "a", "a-mat.pdf"), []byte("old a mat")},
		{filepath.Join(dir, "b", "b-deck.pdf"), []byte("old b deck")},
	}); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestWriteFiles(t *testing.T) {
	dir := existing(t)
	files := []File{
		{filepath.Join(dir, "a", "a-deck.pdf"), []byte("new a deck")},
		{filepath.Join(dir, "c", "sub", "c-deck.pdf"), []byte("new c deck")},
	}
	if err := WriteFiles(files); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"./": "", "a/": "", "b/": "", "c/": "", "c/sub/": "",
		"a/a-deck.pdf": "new a deck", "a/a-mat.pdf": "old a mat", "b/b-deck.pdf": "old b deck", "c/sub/c-deck.pdf": "new c deck"}
	sameTree(t, want, snapshot(t, dir))
}

// TestWriteFilesAllOrNothing makes a set of writes fail at each stage and
// checks that the folder is left byte-identical, with no temporary file
// and no new folder.
func TestWriteFilesAllOrNothing(t *testing.T) {
	boom := errors.New("boom")
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, dir string) []File
	}{
		{"target is a folder", func(t *testing.T, dir string) []File {
			os.MkdirAll(filepath.Join(dir, "b", "b-mat.pdf"), 0o755)
			return []File{
				{filepath.Join(dir, "a", "a-deck.pdf"), []byte("new")},
				{filepath.Join(dir, "new", "n.pdf"), []byte("new")},
				{filepath.Join(dir, "b", "b-mat.pdf"), []byte("new")},
			}
		}},
		{"game folder is a file", func(t *testing.T, dir string) []File {
			os.WriteFile(filepath.Join(dir, "g"), []byte("a file"), 0o644)
			return []File{
				{filepath.Join(dir, "a", "a-deck.pdf"), []byte("new")},
				{filepath.Join(dir, "g", "g-deck.pdf"), []byte("new")},
			}
		}},
		{"written twice", func(t *testing.T, dir string) []File {
			return []File{
				{filepath.Join(dir, "a", "a-deck.pdf"), []byte("new")},
				{filepath.Join(dir, "a", "a-deck.pdf"), []byte("newer")},
			}
		}},
		{"rename fails half way", func(t *testing.T, dir string) []File {
			n := 0
			rename = func(from, to string) error {
				if n++; n == 3 {
					return boom
				}
				return os.Rename(from, to)
			}
			t.Cleanup(func() { rename = os.Rename })
			return []File{
				{filepath.Join(dir, "a", "a-deck.pdf"), []byte("new")},
				{filepath.Join(dir, "new", "n.pdf"), []byte("new")},
				{filepath.Join(dir, "b", "b-deck.pdf"), []byte("new")},
			}
		}},
		{"read-only folder", func(t *testing.T, dir string) []File {
			if os.Geteuid() == 0 {
				t.Skip("root writes into read-only folders")
			}
			os.Chmod(filepath.Join(dir, "b"), 0o555)
			t.Cleanup(func() { os.Chmod(filepath.Join(dir, "b"), 0o755) })
			return []File{
				{filepath.Join(dir, "a", "a-deck.pdf"), []byte("new")},
				{filepath.Join(dir, "b", "b-deck.pdf"), []byte("new")},
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := existing(t)
			files := tc.setup(t, dir)
			before := snapshot(t, dir)
			if err := WriteFiles(files); err == nil {
				t.Fatal("no error")
			}
			sameTree(t, before, snapshot(t, dir))
		})
	}
}

// TestStaleTemps checks that temporary files left by killed writes are
// removed by the next write of the same file, and that those of a running
// process, of other files and other programs' files are kept.
func TestStaleTemps(t *testing.T) {
	dir := existing(t)
	a := filepath.Join(dir, "a")
	stale := []string{".a-deck.pdf.tmp123456", ".a-deck.pdf.tmp-999999999-42", ".a-mat.pdf.old-999999999-0"}
	kept := []string{".a-deck.pdf.tmp-" + strconv.Itoa(os.Getpid()) + "-7", "notes.tmp123", ".hidden", ".notes.txt.tmp123", ".b-deck.pdf.tmp-999999999-1"}
	for _, n := range append(append([]string{}, stale...), kept...) {
		os.WriteFile(filepath.Join(a, n), []byte("x"), 0o644)
	}
	if err := WriteFiles([]File{{filepath.Join(a, "a-deck.pdf"), []byte("new")}, {filepath.Join(a, "a-mat.pdf"), []byte("new")}}); err != nil {
		t.Fatal(err)
	}
	for _, n := range stale {
		if _, err := os.Stat(filepath.Join(a, n)); !os.IsNotExist(err) {
			t.Errorf("%s: not removed", n)
		}
	}
	for _, n := range kept {
		if _, err := os.Stat(filepath.Join(a, n)); err != nil {
			t.Errorf("%s: removed", n)
		}
	}
	os.WriteFile(filepath.Join(a, stale[0]), []byte("x"), 0o644)
	if err := WriteFileAtomic(filepath.Join(a, "a-deck.pdf"), func(w io.Writer) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(a, stale[0])); !os.IsNotExist(err) {
		t.Error("WriteFileAtomic left a stale temporary file")
	}
}
