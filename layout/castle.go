package layout

import "math"

// A castle part: a crenellated wall, or a tower with battlements, a cone
// roof or a dome. X0 and X1 are millimetres from the castle's centre line, H
// the height above the ground.
type castlePart struct {
	Kind   byte // 'w' wall, 'c' crenellated tower, 'r' cone-roofed tower, 'd' domed tower
	X0, X1 float64
	H      float64
}

// castleDesigns are the six Castle Poker castles, by flag count: each a
// different silhouette. Towers are listed from the most prominent, and each
// flag flies from one tower (the first n of them).
var castleDesigns = map[int][]castlePart{
	// A lone keep over a low curtain wall.
	1: {{'w', -24, 24, 13}, {'c', -10, 10, 40}},
	// A gatehouse between two round towers with cone roofs.
	2: {{'w', -14, 14, 22}, {'r', -25, -13, 30}, {'r', 13, 25, 30}},
	// A tall keep between two lower square towers.
	3: {{'w', -22, 22, 17}, {'c', -8, 8, 40}, {'c', -29, -19, 28}, {'c', 19, 29, 28}},
	// A broad castle: two inner square towers, two outer roofed towers.
	4: {{'w', -26, 26, 19}, {'c', -15, -6, 34}, {'c', 6, 15, 34}, {'r', -33, -24, 26}, {'r', 24, 33, 26}},
	// A fortress round a domed central tower.
	5: {{'w', -30, 30, 15}, {'d', -7, 7, 36}, {'r', -20, -12, 30}, {'r', 12, 20, 30}, {'c', -33, -25, 22}, {'c', 25, 33, 22}},
	// A palace of spires: a central spire and five more roofed towers
	// stepping down, with square corner towers.
	6: {{'w', -31, 31, 14}, {'r', -5.5, 5.5, 34}, {'r', -16, -9, 29}, {'r', 9, 16, 29}, {'r', -26, -19, 23}, {'r', 19, 26, 23}, {'r', -35, -29, 17}, {'c', 29, 35, 17}},
}

// drawCastleArt draws castle design n standing on the ground line at
// groundY, centred on cx, and n flags on its towers.
func drawCastleArt(s Surface, n int, cx, groundY float64) error {
	parts, ok := castleDesigns[n]
	if !ok {
		parts = castleDesigns[1]
	}
	stone := ParseColour("#8a857d")
	edge := ParseColour("#4f4b46")
	roof := ParseColour("#8c3b2a")
	dark := ParseColour("#3b3835")
	body := FilledStroked(stone, edge, 0.3)
	var tops [][2]float64
	crenel := func(x0, x1, h float64) {
		p := &pen{ox: cx, oy: groundY, sx: 1, sy: -1}
		k := int(math.Max(3, math.Round((x1-x0)/2.6)))
		if k%2 == 0 {
			k++
		}
		w := (x1 - x0) / float64(k)
		p.M(x0, 0)
		for i := 0; i < k; i++ {
			top := h
			if i%2 == 0 {
				top = h + 2.2
			}
			p.L(x0+float64(i)*w, top).L(x0+float64(i+1)*w, top)
		}
		p.L(x1, 0).Z().draw(s, body)
	}
	for _, pt := range parts {
		mid := (pt.X0 + pt.X1) / 2
		w := pt.X1 - pt.X0
		p := &pen{ox: cx, oy: groundY, sx: 1, sy: -1}
		switch pt.Kind {
		case 'w':
			crenel(pt.X0, pt.X1, pt.H)
			continue
		case 'c':
			crenel(pt.X0, pt.X1, pt.H)
			tops = append(tops, [2]float64{mid, pt.H + 2.2})
		case 'r':
			p.M(pt.X0, 0).L(pt.X0, pt.H).L(pt.X1, pt.H).L(pt.X1, 0).Z().draw(s, body)
			apex := pt.H + w*1.15
			p.M(pt.X0-1.2, pt.H).L(mid, apex).L(pt.X1+1.2, pt.H).Z().draw(s, FilledStroked(roof, edge, 0.3))
			tops = append(tops, [2]float64{mid, apex})
		case 'd':
			p.M(pt.X0, 0).L(pt.X0, pt.H).L(pt.X1, pt.H).L(pt.X1, 0).Z().draw(s, body)
			p.M(pt.X0-0.8, pt.H).Q(pt.X0-0.8, pt.H+w*0.75, mid, pt.H+w*0.75).Q(pt.X1+0.8, pt.H+w*0.75, pt.X1+0.8, pt.H).Z().draw(s, FilledStroked(roof, edge, 0.3))
			tops = append(tops, [2]float64{mid, pt.H + w*0.75})
		}
		// An arrow slit in each tower.
		s.Rect(Rect{cx + mid - 0.7, groundY - pt.H*0.72, 1.4, 4}, Filled(dark))
	}
	// The gate: an arch in the middle of the wall.
	p := &pen{ox: cx, oy: groundY, sx: 1, sy: -1}
	p.M(-4.5, 0).L(-4.5, 6.5).Q(-4.5, 11, 0, 11).Q(4.5, 11, 4.5, 6.5).L(4.5, 0).Z().draw(s, Filled(dark))
	// A flag on each of the first n towers.
	red := ParseColour("#b71c1c")
	const size = 7.0
	for i := 0; i < n && i < len(tops); i++ {
		px, py := cx+tops[i][0], groundY-tops[i][1]
		if err := Icon(s, "flag", px+0.37*size, py-0.46*size, size, red); err != nil {
			return err
		}
	}
	return nil
}
