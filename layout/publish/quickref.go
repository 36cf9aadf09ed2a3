package publish

import (
	"io/fs"
	"path"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/layout"
	"github.com/cardstock/cardstock/layout/rulebook"
)

// QuickRefName is the file name of a game's quick-reference sheet.
func QuickRefName(game string) string { return game + "-quickref.pdf" }

// quickRefPaper is the paper a build sets the sheets on: the rulebook's,
// or A4 for the A5 booklet.
func quickRefPaper(paper string) string {
	if paper == "letter" {
		return "letter"
	}
	return "a4"
}

// typesetQuickRef typesets the game's quickref.md, when it has one, as
// typesetRulebook does its rules.md.
func typesetQuickRef(fsys fs.FS, g *cards.Game, opt Options) (*layout.Output, error) {
	file := path.Join(g.ID, "quickref.md")
	src, err := ReadRules(fsys, file, opt.ContentRoot)
	if src == nil || err != nil {
		return nil, err
	}
	rulesFile := path.Join(g.ID, "rules.md")
	rules, err := ReadRules(fsys, rulesFile, opt.ContentRoot)
	if err != nil {
		return nil, err
	}
	pdf, err := rulebook.QuickRef(src, path.Join(opt.ContentRoot, file), rulebook.Source{Src: rules, Path: path.Join(opt.ContentRoot, rulesFile)}, rulebook.Options{
		Paper:     quickRefPaper(opt.PaperName),
		CardIDs:   rulebook.IDStyles(g),
		CardImage: layout.CardImager(g),
		Resolve:   resolver(opt, g.ID),
	})
	if err != nil {
		return nil, err
	}
	return &layout.Output{Name: QuickRefName(g.ID), Data: pdf}, nil
}

// QuickRef typesets one game's quick-reference sheet, as `cardstock
// quickref` writes it, through the same loading and checks as Build. A
// game with no quickref.md is an error naming the file.
func QuickRef(fsys fs.FS, name string, opt Options) (Game, error) {
	g, err := loadGame(fsys, name, opt)
	if err != nil {
		return Game{}, err
	}
	qr, err := typesetQuickRef(fsys, g, opt)
	if err != nil {
		return Game{}, err
	}
	if qr == nil {
		return Game{}, cards.Errorf(cards.Pos{File: path.Join(opt.ContentRoot, name, "quickref.md")}, "the game has no quick reference yet")
	}
	return Game{Name: name, Outputs: []layout.Output{*qr}}, nil
}

// loadGame reads and checks one game's content as Build does.
func loadGame(fsys fs.FS, name string, opt Options) (*cards.Game, error) {
	return cards.LoadAt(fsys, name, opt.ContentRoot, func(g *cards.Game) error {
		return layout.Validate(g, opt.BuildOptions)
	})
}

// extras draws what a build writes beside the components and the
// rulebook: the player aids, the score sheet, and the quick reference
// (with Rulebooks set).
func extras(fsys fs.FS, g *cards.Game, opt Options) ([]layout.Output, error) {
	var out []layout.Output
	aids, err := aidCards(fsys, g, opt)
	if err != nil {
		return nil, err
	}
	if aids != nil {
		out = append(out, *aids)
	}
	sheet, err := scoreSheet(fsys, g, opt)
	if err != nil {
		return nil, err
	}
	if sheet != nil {
		out = append(out, *sheet)
	}
	if opt.Rulebooks {
		qr, err := typesetQuickRef(fsys, g, opt)
		if err != nil {
			return nil, err
		}
		if qr != nil {
			out = append(out, *qr)
		}
	}
	return out, nil
}

// AidsName is the file name of a game's player-aid cards.
func AidsName(game string) string { return game + "-aids.pdf" }

// aidCards draws the player aids of the game's aids.md, when it has one,
// as its first deck of cards prints (layout.AidsFor).
func aidCards(fsys fs.FS, g *cards.Game, opt Options) (*layout.Output, error) {
	file := path.Join(g.ID, "aids.md")
	src, err := ReadRules(fsys, file, opt.ContentRoot)
	if src == nil || err != nil {
		return nil, err
	}
	name := path.Join(opt.ContentRoot, file)
	var tables layout.TableLookup
	if opt.Tables != nil {
		tables = opt.Tables(g.ID)
	}
	aids, err := layout.ParseAids(src, name, tables)
	if err != nil {
		return nil, err
	}
	pdf, err := layout.AidsFor(g, aids, opt.BuildOptions, cards.Pos{File: name})
	if err != nil {
		return nil, err
	}
	return &layout.Output{Name: AidsName(g.ID), Data: pdf}, nil
}

// ScoreSheetName is the file name of a game's score sheet.
func ScoreSheetName(game string) string { return game + "-scoresheet.pdf" }

// scoreSheet draws the game's scoresheet.txt, when it has one, on the
// build's paper.
func scoreSheet(fsys fs.FS, g *cards.Game, opt Options) (*layout.Output, error) {
	file := path.Join(g.ID, "scoresheet.txt")
	src, err := ReadRules(fsys, file, opt.ContentRoot)
	if src == nil || err != nil {
		return nil, err
	}
	name := path.Join(opt.ContentRoot, file)
	s, err := layout.ParseScoreSheet(src, name)
	if err != nil {
		return nil, err
	}
	pdf, err := layout.ScoreSheetPDF(s, opt.Paper, name)
	if err != nil {
		return nil, err
	}
	return &layout.Output{Name: ScoreSheetName(g.ID), Data: pdf}, nil
}
