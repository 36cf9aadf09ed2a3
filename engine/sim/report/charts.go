package report

import (
	"bytes"
	"math"
	"sync"

	"github.com/go-fonts/dejavu/dejavusans"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"github.com/cardstock/cardstock/engine/sim"
)

const (
	chartWidth = 6.5 * vg.Inch
	chartDPI   = 110
)

var fontOnce sync.Once

// useDejaVu makes DejaVu Sans, which has the suit symbols, the charts'
// font.
func useDejaVu() {
	fontOnce.Do(func() {
		f, err := opentype.Parse(dejavusans.TTF)
		if err != nil {
			return // keep gonum's default font
		}
		font.DefaultCache.Add(font.Collection{{Font: font.Font{Typeface: "DejaVu Sans"}, Face: f}})
		plot.DefaultFont = font.Font{Typeface: "DejaVu Sans"}
	})
}

// newPlot starts a chart with the report's font.
func newPlot(title, xlabel string) *plot.Plot {
	useDejaVu()
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = xlabel
	p.Legend.Top = true
	p.Legend.Left = true
	return p
}

// render draws p as a PNG image, chartWidth wide and h high.
func render(p *plot.Plot, h vg.Length) ([]byte, error) {
	c := vgimg.NewWith(vgimg.UseWH(chartWidth, h), vgimg.UseDPI(chartDPI))
	p.Draw(draw.New(c))
	var b bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// dots draws the rows keep selects as points with their confidence
// intervals, one line per row and one colour per run; nil when no row is
// selected.
func dots(title, xlabel string, rows []sim.Row, runs []*sim.Stats, keep func(sim.Row) bool) func() ([]byte, error) {
	var sel []sim.Row
	for _, r := range rows {
		if keep(r) {
			sel = append(sel, r)
		}
	}
	if len(sel) == 0 {
		return nil
	}
	return func() ([]byte, error) {
		p := newPlot(title, xlabel)
		labels := make([]string, len(sel))
		// rows from the top: the first row is drawn highest
		for i, r := range sel {
			labels[len(sel)-1-i] = r.Label
		}
		percent := false
		for ri, st := range runs {
			pts := make(plotter.XYs, 0, len(sel))
			errs := make(plotter.XErrors, 0, len(sel))
			off := 0.0
			if len(runs) > 1 {
				off = 0.5 * (float64(ri)/float64(len(runs)-1) - 0.5)
			}
			for i, r := range sel {
				m := r.Cells[ri]
				if m == nil || math.IsNaN(m.Value) {
					continue
				}
				percent = percent || m.Percent
				scale := 1.0
				if m.Percent {
					scale = 100
				}
				lo, hi := m.Lo, m.Hi
				if math.IsNaN(lo) || math.IsNaN(hi) {
					lo, hi = m.Value, m.Value
				}
				pts = append(pts, plotter.XY{X: scale * m.Value, Y: float64(len(sel)-1-i) - off})
				errs = append(errs, struct{ Low, High float64 }{scale * (m.Value - lo), scale * (hi - m.Value)})
			}
			if len(pts) == 0 {
				continue
			}
			sc, err := plotter.NewScatter(pts)
			if err != nil {
				return nil, err
			}
			sc.GlyphStyle.Color = plotutil.Color(ri)
			sc.GlyphStyle.Shape = plotutil.Shape(ri)
			sc.GlyphStyle.Radius = vg.Points(3)
			eb, err := plotter.NewXErrorBars(struct {
				plotter.XYs
				plotter.XErrors
			}{pts, errs})
			if err != nil {
				return nil, err
			}
			eb.LineStyle.Color = plotutil.Color(ri)
			p.Add(sc, eb)
			if len(runs) > 1 {
				p.Legend.Add(st.Name(), sc)
			}
		}
		if percent {
			p.X.Label.Text += " (%)"
		}
		p.X.Min = math.Min(p.X.Min, 0)
		p.X.Max += 0.04 * (p.X.Max - p.X.Min) // room for the last interval's cap
		p.Add(plotter.NewGrid())
		p.NominalY(labels...)
		p.Y.Min = -0.6
		p.Y.Max = float64(len(sel)) - 0.4
		if len(runs) > 1 {
			p.Y.Max += 0.3 + 0.8*float64(len(runs)) // room for the legend
		}
		return render(p, vg.Length(1.4+0.28*float64(len(sel)))*vg.Inch)
	}
}

// dist draws the distribution each run's hist gives as a line of the
// share of games at each value (grouped into at most 60 bins).
func dist(title, xlabel string, runs []*sim.Stats, hist func(*sim.Stats) sim.Hist) func() ([]byte, error) {
	return func() ([]byte, error) {
		p := newPlot(title, xlabel)
		p.Y.Label.Text = "share of games (%)"
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, st := range runs {
			vs := hist(st).Values()
			if len(vs) > 0 {
				lo, hi = math.Min(lo, vs[0]), math.Max(hi, vs[len(vs)-1])
			}
		}
		if math.IsInf(lo, 0) {
			lo, hi = 0, 1
		}
		width := 1.0
		if hi-lo >= 60 {
			width = math.Ceil((hi - lo + 1) / 60)
			p.Y.Label.Text = "share of games per bin (%)"
		}
		nb := int((hi-lo)/width) + 1
		for ri, st := range runs {
			h := hist(st)
			n := float64(h.N())
			if n == 0 {
				continue
			}
			bins := make([]float64, nb)
			for v, c := range h {
				bins[int((v-lo)/width)] += float64(c)
			}
			pts := make(plotter.XYs, nb)
			for i, c := range bins {
				pts[i] = plotter.XY{X: lo + float64(i)*width, Y: 100 * c / n}
			}
			l, s, err := plotter.NewLinePoints(pts)
			if err != nil {
				return nil, err
			}
			l.Color = plotutil.Color(ri)
			s.Color = plotutil.Color(ri)
			s.Shape = plotutil.Shape(ri)
			s.Radius = vg.Points(2)
			if nb == 1 || nb == 2 {
				s.Radius = vg.Points(4)
			}
			p.Add(l, s)
			if len(runs) > 1 {
				p.Legend.Add(st.Name(), l, s)
			}
		}
		p.Add(plotter.NewGrid())
		p.Y.Min = 0
		if len(runs) > 1 {
			p.Y.Max *= 1 + 0.08*float64(len(runs)) // room for the legend
		}
		return render(p, 3.5*vg.Inch)
	}
}
