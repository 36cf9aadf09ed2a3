package layout

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"codeberg.org/go-pdf/fpdf"

	"github.com/cardstock/cardstock/templates"
)

// RGB is a colour with 0-255 channels.
type RGB struct{ R, G, B int }

// ParseColour reads "#rrggbb"; anything else is mid grey.
func ParseColour(s string) RGB {
	if len(s) == 7 && s[0] == '#' {
		if v, err := strconv.ParseUint(s[1:], 16, 32); err == nil {
			return RGB{int(v >> 16 & 0xff), int(v >> 8 & 0xff), int(v & 0xff)}
		}
	}
	return RGB{128, 128, 128}
}

// Mix blends c towards o by t (0 = c, 1 = o).
func (c RGB) Mix(o RGB, t float64) RGB {
	m := func(a, b int) int { return int(float64(a) + (float64(b)-float64(a))*t + 0.5) }
	return RGB{m(c.R, o.R), m(c.G, o.G), m(c.B, o.B)}
}

var white = RGB{255, 255, 255}

type iconData struct {
	sig fpdf.SVGBasicType
	err error
}

var (
	iconMu    sync.Mutex
	iconCache = map[string]*iconData{}
)

func loadIcon(name string) (*fpdf.SVGBasicType, error) {
	iconMu.Lock()
	defer iconMu.Unlock()
	if d, ok := iconCache[name]; ok {
		return &d.sig, d.err
	}
	d := &iconData{}
	src, ok := templates.Icon(name)
	if !ok {
		d.err = fmt.Errorf("layout: unknown icon %q: want one of %s", name, strings.Join(templates.IconNames(), ", "))
	} else {
		d.sig, d.err = fpdf.SVGBasicParse(src)
	}
	iconCache[name] = d
	return &d.sig, d.err
}

// Icon draws the named icon filled in colour c, centred in a square of
// side size at (cx, cy). Each path is filled with the even-odd rule, so a
// subpath inside another is a hole.
func Icon(s Surface, name string, cx, cy, size float64, c RGB) error {
	sig, err := loadIcon(name)
	if err != nil {
		return err
	}
	scale := size / sig.Wd
	if sig.Ht > sig.Wd {
		scale = size / sig.Ht
	}
	ox := cx - sig.Wd*scale/2
	oy := cy - sig.Ht*scale/2
	p := Filled(c)
	p.EvenOdd = true
	var segs []Seg
	for _, path := range sig.Paths {
		segs = segs[:0]
		var x, y float64
		pt := func(op byte, xs ...float64) {
			sg := Seg{Op: op}
			for i := 0; i+1 < len(xs); i += 2 {
				sg.P[i], sg.P[i+1] = ox+xs[i]*scale, oy+xs[i+1]*scale
			}
			segs = append(segs, sg)
		}
		for _, seg := range path.Segments {
			a := seg.Arg
			switch seg.Cmd {
			case 'M':
				x, y = a[0], a[1]
				pt('M', x, y)
			case 'L':
				x, y = a[0], a[1]
				pt('L', x, y)
			case 'H':
				x = a[0]
				pt('L', x, y)
			case 'V':
				y = a[0]
				pt('L', x, y)
			case 'C':
				pt('C', a[0], a[1], a[2], a[3], a[4], a[5])
				x, y = a[4], a[5]
			case 'Q':
				pt('Q', a[0], a[1], a[2], a[3])
				x, y = a[2], a[3]
			case 'Z':
				segs = append(segs, Seg{Op: 'Z'})
			}
		}
		// Even-odd filling lets an icon cut holes with inner subpaths.
		s.Path(segs, p)
	}
	return nil
}
