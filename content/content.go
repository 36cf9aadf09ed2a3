// Package content holds the games' own content, embedded in the binary: per
// game a manifest, card lists, the rulebook and worked examples.
package content

import (
	"embed"
	"io/fs"
	"sort"
)

//go:embed */*
var files embed.FS

// FS returns the embedded content: one folder per game.
func FS() fs.FS { return files }

// Games lists the game folders of fsys (folders holding a game.toml), in
// sorted order. A symbolic link to a folder counts when fsys lets it be
// followed (an os.Root does so only inside its folder).
func Games(fsys fs.FS) ([]string, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	var games []string
	for _, e := range entries {
		if !e.IsDir() && e.Type()&fs.ModeSymlink == 0 {
			continue
		}
		if _, err := fs.Stat(fsys, e.Name()+"/game.toml"); err == nil {
			games = append(games, e.Name())
		}
	}
	sort.Strings(games)
	return games, nil
}
