package pdfcheck

import (
	"math"
	"strconv"
)

// Mark is a filled rectangle or a piece of text that a content stream
// paints, in default user space (points, y up), with the colour it is
// painted in.
type Mark struct {
	Text       bool       // text (at X, Y) rather than a rectangle
	X, Y, W, H float64    // a rectangle's corner and size, or text's origin
	Color      [3]float64 // RGB, 0-1
}

// Marks interprets a content stream far enough to tell what colour each
// filled rectangle and each string of text is painted in: it follows the
// graphics state stack, the current transformation, the text position and
// the DeviceRGB, DeviceGray and DeviceCMYK fill colours (set by rg, g, k,
// and by sc or scn with three operands).
func Marks(b []byte) ([]Mark, error) {
	type gstate struct {
		fill [3]float64
		ctm  [6]float64
	}
	ident := [6]float64{1, 0, 0, 1, 0, 0}
	st := gstate{ctm: ident}
	var stack []gstate
	var rects [][4]float64
	var tm, tlm [6]float64
	var out []Mark
	nums := func(ops []token) []float64 {
		v := make([]float64, 0, len(ops))
		for _, o := range ops {
			f, _ := strconv.ParseFloat(o.text, 64)
			v = append(v, f)
		}
		return v
	}
	apply := func(m [6]float64, x, y float64) (float64, float64) {
		return m[0]*x + m[2]*y + m[4], m[1]*x + m[3]*y + m[5]
	}
	text := func() {
		// the text's origin in user space: the text matrix, then the CTM
		x, y := apply(st.ctm, tm[4], tm[5])
		out = append(out, Mark{Text: true, X: x, Y: y, Color: st.fill})
	}
	err := walk(b, func(op string, ops []token) {
		switch op {
		case "q":
			stack = append(stack, st)
		case "Q":
			if n := len(stack); n > 0 {
				st, stack = stack[n-1], stack[:n-1]
			}
		case "cm":
			m := nums(ops)
			c := st.ctm
			st.ctm = [6]float64{
				m[0]*c[0] + m[1]*c[2], m[0]*c[1] + m[1]*c[3],
				m[2]*c[0] + m[3]*c[2], m[2]*c[1] + m[3]*c[3],
				m[4]*c[0] + m[5]*c[2] + c[4], m[4]*c[1] + m[5]*c[3] + c[5],
			}
		case "rg":
			v := nums(ops)
			st.fill = [3]float64{v[0], v[1], v[2]}
		case "sc", "scn":
			if v := nums(ops); len(v) == 3 && ops[len(ops)-1].kind == num {
				st.fill = [3]float64{v[0], v[1], v[2]}
			}
		case "g":
			v := nums(ops)
			st.fill = [3]float64{v[0], v[0], v[0]}
		case "k":
			v := nums(ops)
			st.fill = [3]float64{(1 - v[0]) * (1 - v[3]), (1 - v[1]) * (1 - v[3]), (1 - v[2]) * (1 - v[3])}
		case "re":
			v := nums(ops)
			rects = append(rects, [4]float64{v[0], v[1], v[2], v[3]})
		case "f", "F", "f*", "B", "B*", "b", "b*":
			for _, r := range rects {
				x0, y0 := apply(st.ctm, r[0], r[1])
				x1, y1 := apply(st.ctm, r[0]+r[2], r[1]+r[3])
				out = append(out, Mark{X: min(x0, x1), Y: min(y0, y1), W: abs(x1 - x0), H: abs(y1 - y0), Color: st.fill})
			}
			rects = nil
		case "n", "S", "s":
			rects = nil
		case "BT":
			tm, tlm = ident, ident
		case "Td", "TD":
			v := nums(ops)
			tlm[4] += v[0]*tlm[0] + v[1]*tlm[2]
			tlm[5] += v[0]*tlm[1] + v[1]*tlm[3]
			tm = tlm
		case "Tm":
			v := nums(ops)
			copy(tm[:], v)
			tlm = tm
		case "Tj", "TJ", "'", "\"":
			text()
		}
	})
	return out, err
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// Contrast returns the WCAG contrast ratio of two sRGB colours (1 to 21).
func Contrast(a, b [3]float64) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(c [3]float64) float64 {
	lin := func(v float64) float64 {
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c[0]) + 0.7152*lin(c[1]) + 0.0722*lin(c[2])
}
