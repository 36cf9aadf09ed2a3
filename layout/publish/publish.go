// Package publish builds every output of a set of games — component sheets,
// print-shop PDFs, mats and rulebooks — and writes them into an output
// folder, only once all of them have been drawn.
package publish

import (
	"bytes"
	"errors"
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"sync"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/rulebook"
)

// Options are the settings of a build.
type Options struct {
	layout.BuildOptions
	Rulebooks   bool   // also typeset each game's rules.md
	PaperName   string // the rulebook paper: "a4" or "letter"
	ContentRoot string // how messages name the content folder ("content")
	// Resolve, when set, supplies each game's generated rulebook content:
	// the {{table NAME}} and {{fact NAME}} directives of its rules.md.
	Resolve func(game string) rulebook.Resolver
	// Tables, when set, looks up each game's generated reference tables
	// for the `table:` lines of its player aids (nil: the game has none).
	Tables func(game string) layout.TableLookup
}

// Game is what was built for one game.
type Game struct {
	Name    string
	Outputs []layout.Output
	Notes   []string
}

// Build loads and draws the named games of fsys, all at once on every core.
// It returns every problem found in any game, or every output.
func Build(fsys fs.FS, names []string, opt Options) ([]Game, error) {
	out := make([]Game, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out[i], errs[i] = buildGame(fsys, name, opt)
		}()
	}
	wg.Wait()
	var list cards.ErrorList
	for i, err := range errs {
		list.Append(cards.Pos{File: names[i]}, err)
	}
	if err := list.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Load reads and checks one game's content, the same way for every
// command, so that a problem is reported at the same place by all of them.
func Load(fsys fs.FS, name string, opt Options) (*cards.Game, error) {
	return cards.LoadAt(fsys, name, opt.ContentRoot, func(g *cards.Game) error {
		return layout.Validate(g, opt.BuildOptions)
	})
}

func buildGame(fsys fs.FS, name string, opt Options) (Game, error) {
	g, err := Load(fsys, name, opt)
	if err != nil {
		return Game{}, err
	}
	var rb *layout.Output
	var rbErr, exErr error
	var more []layout.Output
	var wg sync.WaitGroup
	if opt.Rulebooks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rb, rbErr = typesetRulebook(fsys, g, opt)
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		more, exErr = extras(fsys, g, opt)
	}()
	res, err := layout.BuildGame(g, opt.BuildOptions)
	wg.Wait()
	if err != nil || rbErr != nil || exErr != nil {
		var list cards.ErrorList
		list.Append(cards.Pos{File: name}, err)
		list.Append(cards.Pos{File: name}, rbErr)
		list.Append(cards.Pos{File: name}, exErr)
		return Game{}, list
	}
	if rb != nil {
		res.Outputs = append(res.Outputs, *rb)
	}
	res.Outputs = append(res.Outputs, more...)
	return Game{Name: name, Outputs: res.Outputs, Notes: res.Notes}, nil
}

// typesetRulebook typesets the game's rules.md, when it has one, with card
// images drawn by the card renderer.
func typesetRulebook(fsys fs.FS, g *cards.Game, opt Options) (*layout.Output, error) {
	rules := path.Join(g.ID, "rules.md")
	src, err := ReadRules(fsys, rules, opt.ContentRoot)
	if src == nil || err != nil {
		return nil, err
	}
	pdf, err := rulebook.Typeset(src, path.Join(opt.ContentRoot, rules), rulebook.Options{
		Paper:     opt.PaperName,
		CardIDs:   rulebook.IDStyles(g),
		CardImage: layout.CardImager(g),
		Resolve:   resolver(opt, g.ID),
	})
	if err != nil {
		return nil, err
	}
	return &layout.Output{Name: RulebookName(g.ID, opt.PaperName), Data: pdf}, nil
}

// resolver returns the game's resolver of generated content, or nil.
func resolver(opt Options, game string) rulebook.Resolver {
	if opt.Resolve == nil {
		return nil
	}
	return opt.Resolve(game)
}

// RulebookName is the file name of a game's rulebook on a paper:
// GAME-rules.pdf, or GAME-rules-booklet.pdf for the A5 booklet.
func RulebookName(game, paper string) string {
	if paper == "a5-booklet" {
		return game + "-rules-booklet.pdf"
	}
	return game + "-rules.pdf"
}

// Rulebook typesets one game's rulebook, as `cardstock rulebook` writes
// it, through the same loading and checks as Build, so that a problem is
// reported at the same place by both commands. A game with no rules.md is
// an error naming the file.
func Rulebook(fsys fs.FS, name string, opt Options) (Game, error) {
	g, err := Load(fsys, name, opt)
	if err != nil {
		return Game{}, err
	}
	rb, err := typesetRulebook(fsys, g, opt)
	if err != nil {
		return Game{}, err
	}
	if rb == nil {
		return Game{}, cards.Errorf(cards.Pos{File: path.Join(opt.ContentRoot, name, "rules.md")}, "the game has no rulebook yet")
	}
	return Game{Name: name, Outputs: []layout.Output{*rb}}, nil
}

// ReadRules reads a rulebook's Markdown, file of fsys, without a UTF-8
// byte-order mark. It returns nil and no error when there is no such file,
// and an error positioned at root/file when it cannot be read.
func ReadRules(fsys fs.FS, file, root string) ([]byte, error) {
	src, err := fs.ReadFile(fsys, file)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		msg := "cannot read the rulebook: "
		if st, serr := fs.Stat(fsys, file); serr == nil && st.IsDir() {
			return nil, cards.Errorf(cards.Pos{File: path.Join(root, file)}, "%sit is a folder, not a file", msg)
		}
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, cards.Errorf(cards.Pos{File: path.Join(root, file)}, "%s%v", msg, err)
	}
	return bytes.TrimPrefix(src, []byte("\ufeff")), nil
}

// Notes returns the notes of all games, each once, sorted.
func Notes(games []Game) []string {
	seen := map[string]bool{}
	var notes []string
	for _, g := range games {
		for _, n := range g.Notes {
			if !seen[n] {
				seen[n] = true
				notes = append(notes, n)
			}
		}
	}
	sort.Strings(notes)
	return notes
}

// Write writes every output as dir/<game>/<file>, all or nothing (see
// layout.WriteFiles): a build that fails while writing leaves dir as it
// was. It then calls written with each path.
func Write(dir string, games []Game, written func(path string)) error {
	var files []layout.File
	for _, g := range games {
		for _, o := range g.Outputs {
			files = append(files, layout.File{Path: filepath.Join(dir, g.Name, o.Name), Data: o.Data})
		}
	}
	if err := layout.WriteFiles(files); err != nil {
		return err
	}
	if written != nil {
		for _, f := range files {
			written(f.Path)
		}
	}
	return nil
}
