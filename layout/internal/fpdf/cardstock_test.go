package fpdf

import (
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"testing"
)

// TestGenerateFontIDAsJSON checks that the hand-encoded font id is the
// SHA-1 of json.Marshal, as upstream computes it.
func TestGenerateFontIDAsJSON(t *testing.T) {
	cw := make([]int, 65536)
	for i := range cw {
		cw[i] = (i*7919)%2000 - 3
	}
	for _, def := range []fontDefType{
		{Tp: "UTF8", Name: "dejavu", Cw: cw, Up: -63, Ut: 44, Desc: FontDescType{Ascent: 928, Flags: 32}},
		{Tp: "UTF8", Name: "empty", Cw: []int{}},
		{Tp: "Core", Name: "nil widths"},
	} {
		ref := def
		ref.File = ""
		b, _ := json.Marshal(&ref)
		want := fmt.Sprintf("%x", sha1.Sum(b))
		got, err := generateFontID(def)
		if err != nil || got != want {
			t.Errorf("%s: %s, %v; want %s", def.Name, got, err, want)
		}
	}
}
