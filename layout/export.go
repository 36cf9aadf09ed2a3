package layout

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/cardstock/cardstock/cards"
)

// ExportFormats are the image exports: plain PNGs at any size and DPI,
// The Game Crafter's and MakePlayingCards' presets, and Tabletop Simulator
// deck sheets.
var ExportFormats = []string{"tgc", "mpc", "tts", "png"}

// Preset is an export's print settings.
type Preset struct {
	DPI   float64
	Bleed float64 // millimetres around the trim
}

// Presets: The Game Crafter wants poker cards as 825 x 1125 px at 300 DPI,
// 1/8 in of bleed included; MakePlayingCards 822 x 1122 px, 0.12 in.
var Presets = map[string]Preset{
	"tgc": {DPI: 300, Bleed: 25.4 / 8},
	"mpc": {DPI: 300, Bleed: 25.4 * 0.12},
}

// ExportOptions say what Export draws.
type ExportOptions struct {
	Format string  // one of ExportFormats
	DPI    float64 // png only: dots per inch (0 = 300)
	Bleed  float64 // png only: bleed in millimetres
	// CardSize, when set, draws every deck of playing cards (not tableaux
	// or tokens) at this size instead of its own ("bridge", "63x88").
	CardSize string
	// URLPrefix is put before the file names in the Tabletop Simulator
	// saved object (FaceURL, BackURL); empty leaves them relative.
	URLPrefix string
	// Progress, when set, is called after each image is drawn and
	// encoded, with the number done and the total, one call at a time.
	Progress func(done, total int)
}

// imageJob draws and encodes one image.
type imageJob struct {
	name string
	run  func() ([]byte, error)
}

// Export draws a game's decks (cards, tableaux, tokens), their backs and
// its mats as PNG images, on all cores, and returns them as files named
// inside the game's export folder: "<format>/<deck>/01-HE1.png",
// "<format>/<deck>/back.png", "<format>/<mat>.png". A Tabletop Simulator
// export has deck sheets instead of single cards, and "<format>/<game>.json".
// Nothing is written: the caller writes the outputs when all succeeded.
func Export(g *cards.Game, opt ExportOptions) ([]Output, error) {
	if err := Validate(g, BuildOptions{}); err != nil {
		return nil, err
	}
	decks, err := exportDecks(g, opt.CardSize)
	if err != nil {
		return nil, err
	}
	var jobs []imageJob
	var extra []Output
	switch opt.Format {
	case "tgc", "mpc", "png":
		p, ok := Presets[opt.Format]
		if !ok {
			p = Preset{DPI: opt.DPI, Bleed: opt.Bleed}
			if p.DPI == 0 {
				p.DPI = 300
			}
		}
		jobs = cardJobs(g, decks, opt.Format, p)
	case "tts":
		var js []byte
		jobs, js, err = ttsJobs(g, decks, opt.URLPrefix)
		if err != nil {
			return nil, err
		}
		extra = append(extra, Output{"tts/" + g.ID + ".json", js})
	default:
		return nil, fmt.Errorf("layout: unknown export format %q: want one of %s", opt.Format, strings.Join(ExportFormats, ", "))
	}
	dpi := Presets["tgc"].DPI
	if opt.Format == "png" && opt.DPI > 0 {
		dpi = opt.DPI
	}
	if opt.Format == "tts" {
		dpi = 150
	}
	for _, m := range g.Mats {
		jobs = append(jobs, imageJob{opt.Format + "/" + m.ID + ".png", func() ([]byte, error) {
			r := NewRaster(Rect{0, 0, m.W, m.H}, dpi)
			if err := drawMat(r, g, m, 0, 0); err != nil {
				return nil, err
			}
			return encode(r.Image(), PNGCompression)
		}})
	}
	outs, err := runImageJobs(jobs, opt.Progress)
	if err != nil {
		return nil, err
	}
	return append(outs, extra...), nil
}

// exportDeck is a deck as exported, with its back.
type exportDeck struct {
	*cards.Deck
	back string
}

func exportDecks(g *cards.Game, size string) ([]exportDeck, error) {
	backs, _ := deckBacks(g, "")
	var out []exportDeck
	for _, d := range g.Decks {
		back := backs[d]
		if size != "" && d.Kind == cards.KindCards {
			w, h, err := cards.ParseSize(size)
			if err != nil {
				return nil, fmt.Errorf("layout: %w", err)
			}
			resized := *d
			resized.W, resized.H, resized.Size = w, h, size
			d = &resized
		}
		out = append(out, exportDeck{d, back})
	}
	return out, nil
}

// fileName makes a card id safe as part of a file name: standard cards'
// ids are ASCII already ("AS", "10H"), custom ids are letters and digits.
func fileName(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, s)
}

// RenderFace draws one item with bleed mm around its trim at dpi.
func RenderFace(f Face, bleed, dpi float64) (*image.RGBA, error) {
	d := f.Deck
	r := NewRaster(Rect{0, 0, d.W + 2*bleed, d.H + 2*bleed}, dpi)
	f.ForShop = true
	if err := DrawFace(r, f, Rect{bleed, bleed, d.W, d.H}, Rect{0, 0, d.W + 2*bleed, d.H + 2*bleed}); err != nil {
		return nil, err
	}
	return r.Image(), nil
}

// RenderBack draws a deck's back design with bleed mm around its trim.
func RenderBack(d *cards.Deck, back string, bleed, dpi float64) (*image.RGBA, error) {
	r := NewRaster(Rect{0, 0, d.W + 2*bleed, d.H + 2*bleed}, dpi)
	if err := DrawBack(r, back, Rect{bleed, bleed, d.W, d.H}, Rect{0, 0, d.W + 2*bleed, d.H + 2*bleed}, false); err != nil {
		return nil, err
	}
	return r.Image(), nil
}

// cardJobs draws each card of each deck once (print services take a
// quantity per image; counts.csv lists them), and each deck's back.
func cardJobs(g *cards.Game, decks []exportDeck, format string, p Preset) []imageJob {
	var jobs []imageJob
	for _, d := range decks {
		dir := format + "/" + d.ID + "/"
		var csv strings.Builder
		csv.WriteString("file,count,name\n")
		width := len(fmt.Sprint(len(d.Cards)))
		for i, c := range d.Cards {
			f := Face{Game: g, Deck: d.Deck, Card: c}
			name := fmt.Sprintf("%0*d-%s.png", max(width, 2), i+1, fileName(c.ID))
			fmt.Fprintf(&csv, "%s,%d,%s\n", name, c.Count, csvField(cardName(d.Deck, c)))
			jobs = append(jobs, imageJob{dir + name, func() ([]byte, error) {
				im, err := RenderFace(f, p.Bleed, p.DPI)
				if err != nil {
					return nil, err
				}
				return encode(im, PNGCompression)
			}})
		}
		if d.back != "" {
			jobs = append(jobs, imageJob{dir + "back.png", func() ([]byte, error) {
				im, err := RenderBack(d.Deck, d.back, p.Bleed, p.DPI)
				if err != nil {
					return nil, err
				}
				return encode(im, PNGCompression)
			}})
		}
		data := []byte(csv.String())
		jobs = append(jobs, imageJob{dir + "counts.csv", func() ([]byte, error) { return data, nil }})
	}
	return jobs
}

func csvField(s string) string {
	if strings.ContainsAny(s, ",\"\n") {
		return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return s
}

// cardName is how a card is called in an export: its title, or for a
// standard card its notation ("Q♠").
func cardName(d *cards.Deck, c *cards.CardDef) string {
	switch {
	case d.Standard || c.Card != 0 && c.Title == "":
		return c.Card.String()
	case c.Title != "":
		return c.Title
	}
	return c.ID
}

func encode(im image.Image, level int) ([]byte, error) {
	var buf bytes.Buffer
	if err := WritePNGLevel(&buf, im, level); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// runImageJobs runs the jobs on all cores and returns their outputs in job
// order, or every error found.
func runImageJobs(jobs []imageJob, progress func(done, total int)) ([]Output, error) {
	outs := make([]Output, len(jobs))
	errs := make([]error, len(jobs))
	var next atomic.Int64
	var done int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(jobs) {
					return
				}
				data, err := jobs[i].run()
				outs[i], errs[i] = Output{jobs[i].name, data}, err
				if progress != nil {
					mu.Lock()
					done++
					progress(done, len(jobs))
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if err := onceEach(errs); err != nil {
		return nil, err
	}
	return outs, nil
}

// blit copies src into dst with its top left corner at (x, y).
func blit(dst *image.RGBA, src image.Image, x, y int) {
	b := src.Bounds()
	draw.Draw(dst, image.Rect(x, y, x+b.Dx(), y+b.Dy()), src, b.Min, draw.Src)
}

// pxOf is a length in millimetres in whole pixels at dpi.
func pxOf(mm, dpi float64) int { return int(math.Round(mm * dpi / 25.4)) }
