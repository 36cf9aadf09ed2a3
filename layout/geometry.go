package layout

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Rect is a rectangle in millimetres with its origin at the top left of the
// page.
type Rect struct{ X, Y, W, H float64 }

// Inset returns r shrunk by d on every side (grown for negative d).
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Paper is a sheet size in millimetres, portrait.
type Paper struct {
	Name string
	W, H float64
}

// Papers are the supported sheet sizes.
var Papers = map[string]Paper{
	"a4":     {"a4", 210, 297},
	"letter": {"letter", 215.9, 279.4},
}

// PaperNames lists the paper names in sorted order.
func PaperNames() []string {
	names := make([]string, 0, len(Papers))
	for n := range Papers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ParsePaper returns the named paper.
func ParsePaper(name string) (Paper, error) {
	p, ok := Papers[strings.ToLower(name)]
	if !ok {
		return Paper{}, fmt.Errorf("layout: unknown paper %q: want %s", name, strings.Join(PaperNames(), " or "))
	}
	return p, nil
}

// Backs says how card backs are printed.
type Backs string

// The backs modes.
const (
	BacksNone        Backs = "none"         // fronts only
	BacksDuplexLong  Backs = "duplex-long"  // a back page after each front page, for long-edge flipping: columns mirrored
	BacksDuplexShort Backs = "duplex-short" // the same for short-edge flipping: rows mirrored
	BacksFold        Backs = "fold"         // fronts on the top half, backs on the bottom half, fold along the middle
)

// BacksModes lists the modes in the order help shows them.
var BacksModes = []Backs{BacksNone, BacksDuplexLong, BacksDuplexShort, BacksFold}

// ParseBacks checks a backs mode.
func ParseBacks(s string) (Backs, error) {
	for _, b := range BacksModes {
		if string(b) == s {
			return b, nil
		}
	}
	names := make([]string, len(BacksModes))
	for i, b := range BacksModes {
		names[i] = string(b)
	}
	return "", fmt.Errorf("layout: unknown backs mode %q: want %s", s, strings.Join(names, ", "))
}

// Print-geometry constants, in millimetres.
const (
	DefaultBleed = 3.0 // European bleed; 3.175 is the US 1/8 in
	SafeZone     = 3.0 // the safe zone lies this far inside the trim
	MarkGap      = 0.5 // crop marks start this far outside the outer bleed
	MarkMin      = 2.0 // a crop mark shorter than this is not drawn
	MarkMax      = 5.0 // crop marks are at most this long
	// PrintMargin is how far inside the paper edge everything on a desktop
	// sheet stays, crop marks included: most desktop printers cannot print
	// the outer 3 to 4.5 mm of a sheet.
	PrintMargin = 5.0
	// MarkSpace is what imposition keeps free beyond the outer bleed on
	// every side so that crop marks can be drawn there, clear of the
	// printer's margin.
	MarkSpace = PrintMargin + MarkGap + MarkMin
)

// turned returns r turned deg degrees (a multiple of 90) anticlockwise, as
// seen on the page, about (cx, cy).
func turned(r Rect, deg, cx, cy float64) Rect {
	q := ((int(math.Round(deg/90)) % 4) + 4) % 4
	x0, y0, x1, y1 := r.X-cx, r.Y-cy, r.X+r.W-cx, r.Y+r.H-cy
	for ; q > 0; q-- {
		// A quarter turn anticlockwise with y growing downwards takes
		// (x, y) to (y, -x).
		x0, y0, x1, y1 = y0, -x1, y1, -x0
	}
	return Rect{cx + math.Min(x0, x1), cy + math.Min(y0, y1), math.Abs(x1 - x0), math.Abs(y1 - y0)}
}

// drawTurned draws an item whose page slot is slot, with its artwork
// reaching out to the page rectangle bleed, turned deg degrees
// anticlockwise: draw gets the item's trim and bleed boxes in its own
// upright frame.
func drawTurned(s Surface, deg float64, slot, bleed Rect, draw func(trim, bleed Rect) error) error {
	if deg == 0 {
		return draw(slot, bleed)
	}
	cx, cy := slot.X+slot.W/2, slot.Y+slot.H/2
	s.BeginRotate(deg, cx, cy)
	defer s.EndRotate()
	return draw(turned(slot, -deg, cx, cy), turned(bleed, -deg, cx, cy))
}

// Line is a straight line segment, such as a crop mark.
type Line struct{ X1, Y1, X2, Y2 float64 }

// Imposition is how items of one size are placed on a sheet: the trim box
// of every slot on a front page, the crop marks, and where each slot's back
// goes.
type Imposition struct {
	Paper      Paper
	ItemW      float64
	ItemH      float64
	Bleed      float64
	Backs      Backs
	Cols, Rows int
	// SharedX is true when neighbouring columns share their cut lines (no
	// bleed between them) because the bleed does not fit across the sheet;
	// SharedY likewise for rows.
	SharedX, SharedY bool
	// Slots are the trim boxes of the slots of a front page, row by row.
	Slots []Rect
	// BackSlots[i] is the trim box of slot i's back: on the back page for
	// duplex, on the same page for fold-over, nil for BacksNone.
	BackSlots []Rect
	// Turned is true when items lie on their side on the sheet (turned a
	// quarter turn anticlockwise) because more fit that way; Slots are then
	// ItemH wide and ItemW high.
	Turned bool
	// FrontAngle is how far (degrees anticlockwise) each front is turned on
	// its page: 90 when Turned, else 0. BackAngle is how far each back is
	// turned so that it comes out upright behind its front once the sheet
	// is flipped (duplex) or folded: a flip about the sheet's short edge or
	// a fold turns the back half a turn against a card turned over about
	// its own long edge, so those backs are drawn turned by 180 degrees
	// less the front's angle; after a long-edge flip by minus the front's.
	FrontAngle, BackAngle float64
	// BackRotated is true when backs are drawn upside down (BackAngle is
	// 180: duplex-short and fold-over sheets of upright items).
	BackRotated bool
	// Marks are the crop marks of a front page; BackMarks those of the back
	// page (duplex) or of the bottom half (fold-over).
	Marks, BackMarks []Line
	// Fold is the fold line for fold-over, zero otherwise.
	Fold Line

	xs, ys []float64 // the trim starts of the columns and rows
	areaH  float64   // the height items are laid out in (half the page for fold)
}

// PerPage is the number of items on one sheet.
func (im *Imposition) PerPage() int { return len(im.Slots) }

// Shared reports whether any cut line is shared.
func (im *Imposition) Shared() bool { return im.SharedX || im.SharedY }

// BleedBox returns the box slot i's artwork covers on a full sheet: the
// trim box grown by the bleed, except on sides where the slot touches a
// neighbour through a shared cut line.
func (im *Imposition) BleedBox(i int) Rect {
	return im.bleedBox(im.Slots[i], i, im.PerPage(), false)
}

// BleedBoxOf is BleedBox on a sheet holding only the first n slots: a slot
// whose neighbour is empty keeps its bleed on that side.
func (im *Imposition) BleedBoxOf(i, n int) Rect {
	return im.bleedBox(im.Slots[i], i, n, false)
}

// BackBleedBox is BleedBox for slot i's back.
func (im *Imposition) BackBleedBox(i int) Rect {
	return im.bleedBox(im.BackSlots[i], i, im.PerPage(), true)
}

// BackBleedBoxOf is BleedBoxOf for slot i's back.
func (im *Imposition) BackBleedBoxOf(i, n int) Rect {
	return im.bleedBox(im.BackSlots[i], i, n, true)
}

func (im *Imposition) bleedBox(t Rect, i, n int, back bool) Rect {
	c, r := i%im.Cols, i/im.Cols
	b := im.Bleed
	left, right, top, bottom := b, b, b, b
	if im.SharedX {
		if c > 0 {
			left = 0
		}
		if c < im.Cols-1 && i+1 < n {
			right = 0
		}
	}
	if im.SharedY {
		if r > 0 {
			top = 0
		}
		if r < im.Rows-1 && i+im.Cols < n {
			bottom = 0
		}
	}
	// Backs mirrored across columns (duplex-long) or rows (duplex-short,
	// fold) swap which sides touch a neighbour.
	if back && im.Backs == BacksDuplexLong {
		left, right = right, left
	}
	if back && (im.Backs == BacksDuplexShort || im.Backs == BacksFold) {
		top, bottom = bottom, top
	}
	return Rect{t.X - left, t.Y - top, t.W + left + right, t.H + top + bottom}
}

// fitAxis returns how many items of length item fit along length avail
// (already less the mark space on both sides), and whether that needs
// shared cut lines. Separate bleeds are preferred when they give as many.
func fitAxis(avail, item, bleed float64, allowShared bool) (n int, shared bool) {
	const eps = 1e-9
	full := int(math.Floor((avail + eps) / (item + 2*bleed)))
	sh := int(math.Floor((avail - 2*bleed + eps) / item))
	if allowShared && bleed > 0 && sh > full {
		return sh, true
	}
	return full, false
}

// axis places n items along an axis of length page, centred, and returns
// the start of each item's trim.
func axis(page, item, bleed float64, n int, shared bool) []float64 {
	step := item + 2*bleed
	total := float64(n)*step - 2*bleed // from first trim start to last trim end
	if shared {
		step = item
		total = float64(n) * item
	}
	start := (page - total) / 2
	pos := make([]float64, n)
	for i := range pos {
		pos[i] = start + float64(i)*step
	}
	return pos
}

// Impose lays out items of w x h millimetres on paper with the given bleed
// and backs mode. Where separate bleeds would fit fewer items along an axis
// than shared cut lines, and allowShared is true, that axis shares its cut
// lines (round tokens never do: they are cut one by one). It never scales
// an item: when not even one fits, it returns an error.
//
// Items stay upright: see ImposeBest for sheets that may turn them.
func Impose(paper Paper, w, h, bleed float64, backs Backs, allowShared bool) (*Imposition, error) {
	return impose(paper, w, h, bleed, backs, allowShared, false)
}

// ImposeBest is Impose, but the items lie on their side (Turned, drawn
// turned by FrontAngle and their backs by BackAngle) when more of them fit
// that way: card sheets use it.
func ImposeBest(paper Paper, w, h, bleed float64, backs Backs, allowShared bool) (*Imposition, error) {
	return impose(paper, w, h, bleed, backs, allowShared, true)
}

func impose(paper Paper, w, h, bleed float64, backs Backs, allowShared, turn bool) (*Imposition, error) {
	// Written so that NaN fails too: every comparison with NaN is false.
	if !(w > 0 && h > 0 && bleed >= 0) || math.IsInf(w+h+bleed, 0) {
		return nil, fmt.Errorf("layout: bad item size %gx%g mm or bleed %g mm", w, h, bleed)
	}
	im := &Imposition{Paper: paper, ItemW: w, ItemH: h, Bleed: bleed, Backs: backs}
	areaH := paper.H
	if backs == BacksFold {
		areaH = paper.H / 2
	}
	im.Cols, im.SharedX = fitAxis(paper.W-2*MarkSpace, w, bleed, allowShared)
	im.Rows, im.SharedY = fitAxis(areaH-2*MarkSpace, h, bleed, allowShared)
	// Items on their side, when that fits more on a sheet (poker cards:
	// eight on A4 and Letter where upright they fit six).
	if turn && w != h {
		cols, sx := fitAxis(paper.W-2*MarkSpace, h, bleed, allowShared)
		rows, sy := fitAxis(areaH-2*MarkSpace, w, bleed, allowShared)
		if cols*rows > im.Cols*im.Rows {
			im.Cols, im.SharedX, im.Rows, im.SharedY = cols, sx, rows, sy
			im.Turned, im.FrontAngle = true, 90
			w, h = h, w
		}
	}
	if im.Cols == 0 || im.Rows == 0 {
		return nil, fmt.Errorf("layout: a %gx%g mm item with %g mm bleed does not fit on %s paper", w, h, bleed, paper.Name)
	}
	switch backs {
	case BacksDuplexLong:
		im.BackAngle = -im.FrontAngle
	case BacksDuplexShort, BacksFold:
		im.BackAngle = 180 - im.FrontAngle
	}
	im.BackRotated = im.BackAngle == 180
	xs := axis(paper.W, w, bleed, im.Cols, im.SharedX)
	ys := axis(areaH, h, bleed, im.Rows, im.SharedY)
	im.xs, im.ys, im.areaH = xs, ys, areaH
	for _, y := range ys {
		for _, x := range xs {
			im.Slots = append(im.Slots, Rect{x, y, w, h})
		}
	}
	im.Marks = cropMarks(xs, ys, w, h, bleed, im.SharedX, im.SharedY, PrintMargin, paper.W-PrintMargin, PrintMargin, areaH-PrintMargin)
	switch backs {
	case BacksDuplexLong:
		for _, s := range im.Slots {
			im.BackSlots = append(im.BackSlots, Rect{paper.W - s.X - s.W, s.Y, s.W, s.H})
		}
		im.BackMarks = mirrorLines(im.Marks, paper.W, 0)
	case BacksDuplexShort:
		for _, s := range im.Slots {
			im.BackSlots = append(im.BackSlots, Rect{s.X, paper.H - s.Y - s.H, s.W, s.H})
		}
		im.BackMarks = mirrorLines(im.Marks, 0, paper.H)
	case BacksFold:
		for _, s := range im.Slots {
			im.BackSlots = append(im.BackSlots, Rect{s.X, paper.H - s.Y - s.H, s.W, s.H})
		}
		im.BackMarks = mirrorLines(im.Marks, 0, paper.H)
		im.Fold = Line{0, paper.H / 2, paper.W, paper.H / 2}
	case BacksNone:
	default:
		return nil, fmt.Errorf("layout: unknown backs mode %q", backs)
	}
	return im, nil
}

// MarksOf returns the crop marks of a sheet holding only the first n slots,
// and those of its backs: no mark for a row or column with no item.
func (im *Imposition) MarksOf(n int) (front, back []Line) {
	if n >= im.PerPage() {
		return im.Marks, im.BackMarks
	}
	rows := (n + im.Cols - 1) / im.Cols
	cols := im.Cols
	if rows == 1 {
		cols = n
	}
	sw, sh := im.ItemW, im.ItemH
	if im.Turned {
		sw, sh = sh, sw
	}
	front = cropMarks(im.xs[:cols], im.ys[:rows], sw, sh, im.Bleed, im.SharedX, im.SharedY, PrintMargin, im.Paper.W-PrintMargin, PrintMargin, im.areaH-PrintMargin)
	switch im.Backs {
	case BacksDuplexLong:
		back = mirrorLines(front, im.Paper.W, 0)
	case BacksDuplexShort, BacksFold:
		back = mirrorLines(front, 0, im.Paper.H)
	}
	return front, back
}

// cropMarks returns marks for every cut line, drawn outward from the outer
// bleed of the grid in the margins of the area [x0,x1] x [y0,y1], so that no
// mark is ever over an item or its bleed.
func cropMarks(xs, ys []float64, w, h, bleed float64, sharedX, sharedY bool, x0, x1, y0, y1 float64) []Line {
	cuts := func(pos []float64, size float64, shared bool) []float64 {
		var c []float64
		for i, p := range pos {
			if i == 0 || !shared {
				c = append(c, p)
			}
			c = append(c, p+size)
		}
		return c
	}
	left, right := xs[0]-bleed, xs[len(xs)-1]+w+bleed
	top, bottom := ys[0]-bleed, ys[len(ys)-1]+h+bleed
	var marks []Line
	seg := func(from, to float64) (float64, float64, bool) {
		// from is where the mark starts (just outside the bleed), to is the
		// edge of the area; the mark runs from from towards to.
		length := math.Min(math.Abs(to-from), MarkMax)
		if length < MarkMin-1e-9 {
			return 0, 0, false
		}
		if to < from {
			return from, from - length, true
		}
		return from, from + length, true
	}
	for _, x := range cuts(xs, w, sharedX) {
		if a, b, ok := seg(top-MarkGap, y0); ok {
			marks = append(marks, Line{x, a, x, b})
		}
		if a, b, ok := seg(bottom+MarkGap, y1); ok {
			marks = append(marks, Line{x, a, x, b})
		}
	}
	for _, y := range cuts(ys, h, sharedY) {
		if a, b, ok := seg(left-MarkGap, x0); ok {
			marks = append(marks, Line{a, y, b, y})
		}
		if a, b, ok := seg(right+MarkGap, x1); ok {
			marks = append(marks, Line{a, y, b, y})
		}
	}
	return marks
}

// mirrorLines mirrors lines across x = pw/2 (when pw > 0) or y = ph/2
// (when ph > 0).
func mirrorLines(ls []Line, pw, ph float64) []Line {
	out := make([]Line, len(ls))
	for i, l := range ls {
		if pw > 0 {
			l.X1, l.X2 = pw-l.X1, pw-l.X2
		}
		if ph > 0 {
			l.Y1, l.Y2 = ph-l.Y1, ph-l.Y2
		}
		out[i] = l
	}
	return out
}
