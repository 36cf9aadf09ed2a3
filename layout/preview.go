package layout

import (
	"compress/zlib"
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/cardstock/cardstock/cards"
)

// PreviewDPI is the default resolution of a contact sheet: a poker card is
// 150 x 210 px, as large as on a screen at arm's length.
const PreviewDPI = 60

// Preview draws a contact sheet of a deck at dpi: each card once, in the
// deck's order, and its back last, on a grey ground with a gap between
// cards. Cards are drawn on all cores.
func Preview(g *cards.Game, d *cards.Deck, back string, dpi float64) (*image.RGBA, error) {
	n := len(d.Cards)
	if back != "" {
		n++
	}
	cols := min(13, n)
	if n > 13 && n <= 20 {
		cols = (n + 1) / 2
	}
	rows := (n + cols - 1) / cols
	cw, ch := pxOf(d.W, dpi), pxOf(d.H, dpi)
	gap := max(4, int(math.Round(2*dpi/25.4)))
	sheet := image.NewRGBA(image.Rect(0, 0, cols*cw+(cols+1)*gap, rows*ch+(rows+1)*gap))
	draw.Draw(sheet, sheet.Bounds(), image.NewUniform(color.RGBA{0xd6, 0xd3, 0xcd, 0xff}), image.Point{}, draw.Src)
	var jobs []imageJob
	place := func(i int, im *image.RGBA) {
		x, y := gap+(i%cols)*(cw+gap), gap+(i/cols)*(ch+gap)
		blit(sheet, im, x, y)
	}
	for i, c := range d.Cards {
		f := Face{Game: g, Deck: d, Card: c}
		jobs = append(jobs, imageJob{c.ID, func() ([]byte, error) {
			im, err := RenderFace(f, 0, dpi)
			if err == nil {
				place(i, im)
			}
			return nil, err
		}})
	}
	if back != "" {
		jobs = append(jobs, imageJob{"back", func() ([]byte, error) {
			im, err := RenderBack(d, back, 0, dpi)
			if err == nil {
				place(len(d.Cards), im)
			}
			return nil, err
		}})
	}
	// Each card writes its own rectangle of the sheet.
	if _, err := runImageJobs(jobs, nil); err != nil {
		return nil, err
	}
	return sheet, nil
}

// PreviewGame draws a contact sheet of each of g's decks, as files named
// "<game>-<deck>-preview.png", written with the best compression: a
// preview is one image, often put on a web page.
func PreviewGame(g *cards.Game, dpi float64, cardSize string) ([]Output, error) {
	if err := Validate(g, BuildOptions{}); err != nil {
		return nil, err
	}
	decks, err := exportDecks(g, cardSize)
	if err != nil {
		return nil, err
	}
	var outs []Output
	for _, d := range decks {
		im, err := Preview(g, d.Deck, d.back, dpi)
		if err != nil {
			return nil, err
		}
		data, err := encode(im, zlib.BestCompression)
		if err != nil {
			return nil, err
		}
		outs = append(outs, Output{g.ID + "-" + d.ID + "-preview.png", data})
	}
	return outs, nil
}
