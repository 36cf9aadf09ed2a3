package layout

import (
	"math"
	"testing"
)

// TestImposeNumbers checks that sizes and bleeds that are not finite
// positive numbers are errors, never a panic or NaN in a PDF.
func TestImposeNumbers(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	for _, tc := range []struct {
		name     string
		w, h, bl float64
	}{
		{"NaN bleed", 63.5, 88.9, nan},
		{"infinite bleed", 63.5, 88.9, inf},
		{"negative bleed", 63.5, 88.9, -1},
		{"NaN width", nan, 88.9, 3},
		{"infinite height", 63.5, inf, 3},
		{"negative infinite width", math.Inf(-1), 88.9, 3},
		{"zero height", 63.5, 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, backs := range []Backs{BacksNone, BacksDuplexLong, BacksFold} {
				if im, err := Impose(Papers["a4"], tc.w, tc.h, tc.bl, backs, true); err == nil {
					t.Errorf("%s: no error: %+v", backs, im)
				}
			}
		})
	}
}
