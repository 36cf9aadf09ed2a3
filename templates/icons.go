package templates

import (
	"embed"
	"sort"
	"strings"
)

//go:embed icons/*.svg
var iconFS embed.FS

// Icon returns the SVG source of the named icon ("heart", "trumpet"). Icons
// are single-colour paths in a 100 x 100 box, drawn filled in the colour
// the caller chooses; only the commands M L H V C Q Z are used, which is what
// fpdf's SVG path parser reads.
func Icon(name string) ([]byte, bool) {
	b, err := iconFS.ReadFile("icons/" + name + ".svg")
	return b, err == nil
}

// IconNames lists the icons in sorted order.
func IconNames() []string {
	entries, _ := iconFS.ReadDir("icons")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".svg"))
	}
	sort.Strings(names)
	return names
}
