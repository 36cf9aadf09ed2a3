package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/content"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/publish"
)

// contentFS returns the content to build from: the embedded content, or
// the folder dir. A folder is read through an os.Root, so that nothing
// outside it is ever read: "../" and absolute paths are refused, and so is
// a symbolic link that leads out of the folder (links inside it are
// followed). A folder that does not exist is bad usage (exit status 2), in
// every command.
func contentFS(dir string) (fs.FS, error) {
	if dir == "" {
		return content.FS(), nil
	}
	if err := checkContentDir(dir); err != nil {
		return nil, err
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, usageError{fmt.Errorf("--content %s: %w", dir, unwrapPath(err))}
	}
	return regularFS{root.FS()}, nil
}

// maxContentFile is the largest file read from a content folder: some
// twenty times a card list of 100,000 cards.
const maxContentFile = 128 << 20

// regularFS reads only regular files of at most maxContentFile bytes, so
// that a device, a named pipe or a runaway file in a content folder is an
// error rather than a hang or a program that runs out of memory.
type regularFS struct{ fsys fs.FS }

func (r regularFS) Open(name string) (fs.File, error) { return r.fsys.Open(name) }

func (r regularFS) Stat(name string) (fs.FileInfo, error) { return fs.Stat(r.fsys, name) }

func (r regularFS) ReadDir(name string) ([]fs.DirEntry, error) { return fs.ReadDir(r.fsys, name) }

func (r regularFS) ReadFile(name string) ([]byte, error) {
	st, err := fs.Stat(r.fsys, name)
	if err != nil {
		return nil, err
	}
	switch {
	case st.IsDir():
		return nil, &fs.PathError{Op: "read", Path: name, Err: errors.New("is a folder, not a file")}
	case !st.Mode().IsRegular():
		return nil, &fs.PathError{Op: "read", Path: name, Err: errors.New("not a regular file")}
	case st.Size() > maxContentFile:
		return nil, &fs.PathError{Op: "read", Path: name, Err: fmt.Errorf("%d bytes: larger than %d MB", st.Size(), maxContentFile>>20)}
	}
	return fs.ReadFile(r.fsys, name)
}

// checkContentDir checks that dir is a folder.
func checkContentDir(dir string) error {
	st, err := os.Stat(dir)
	if err != nil {
		return usageError{fmt.Errorf("--content %s: %w", dir, unwrapPath(err))}
	}
	if !st.IsDir() {
		return usageError{fmt.Errorf("--content %s: not a folder", dir)}
	}
	return nil
}

// checkContentFlag checks the --content folder of any command that has
// the flag, before the command runs.
func checkContentFlag(c *cobra.Command) error {
	f := c.Flags().Lookup("content")
	if f == nil || f.Value.String() == "" {
		return nil
	}
	return checkContentDir(f.Value.String())
}

// unwrapPath returns the reason of a *fs.PathError without the path, which
// the caller names itself.
func unwrapPath(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}

// contentRoot is how messages name the content folder: the folder given
// with --content, or "content" for the built-in content (the repository's
// content/ folder).
func contentRoot(dir string) string {
	if dir == "" {
		return "content"
	}
	return dir
}

// maxEpoch is the last second a PDF date can record: 9999-12-31 23:59:59 UTC.
const maxEpoch = 253402300799

// checkEpoch checks SOURCE_DATE_EPOCH, the document date of reproducible
// builds, when it is set: a whole number of seconds since 1970 that a PDF
// date can hold. Anything else is bad usage, not silently ignored.
func checkEpoch() error {
	s, ok := os.LookupEnv("SOURCE_DATE_EPOCH")
	if !ok || s == "" {
		return nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > maxEpoch {
		return usageError{fmt.Errorf("SOURCE_DATE_EPOCH=%q: want a whole number of seconds since 1970-01-01 UTC, from 0 to %d", s, maxEpoch)}
	}
	return nil
}

// drawGames loads the named games (all when none is named) from a content
// folder as build does, at a card size when size is set, and draws each
// with draw. Errors of every game come together; callers write the result
// only when there are none, so that bad content writes nothing.
func drawGames(names []string, content, size string, draw func(name string, g *cards.Game) ([]layout.Output, error)) ([]publish.Game, error) {
	if size != "" {
		if err := checkSize(size); err != nil {
			return nil, err
		}
	}
	fsys, err := contentFS(content)
	if err != nil {
		return nil, err
	}
	games, err := selectGames(fsys, names)
	if err != nil {
		return nil, err
	}
	var errs cards.ErrorList
	var built []publish.Game
	for _, name := range games {
		g, err := publish.Load(fsys, name, publish.Options{ContentRoot: contentRoot(content),
			BuildOptions: layout.BuildOptions{CardSize: size}})
		if err == nil {
			var outs []layout.Output
			if outs, err = draw(name, g); err == nil {
				built = append(built, publish.Game{Name: name, Outputs: outs})
			}
		}
		errs.Append(cards.Pos{File: name}, err)
	}
	return built, errs.Err()
}
