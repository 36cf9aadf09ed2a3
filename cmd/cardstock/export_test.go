package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExportPNG exports a game's images at a low DPI: every card, the back
// and the mat, with no progress bar (the output is not a terminal).
func TestExportPNG(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runCLI(t, "export", "png", "royal-family", "--out", dir, "--dpi", "40")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if errs != "" {
		t.Errorf("something on stderr when it is not a terminal: %q", errs)
	}
	for _, f := range []string{"png/standard/01-AS.png", "png/standard/back.png", "png/standard/counts.csv", "png/mat.png"} {
		if st, err := os.Stat(filepath.Join(dir, "royal-family", f)); err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	if !strings.Contains(out, filepath.Join(dir, "royal-family", "png")+": ") {
		t.Errorf("output: %q", out)
	}
}

func TestExportTTSAndPreview(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := runCLI(t, "export", "tts", "royal-haunts", "--out", dir, "--url-prefix", "https://example.org/rh/", "-q"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	js, err := os.ReadFile(filepath.Join(dir, "royal-haunts", "tts", "royal-haunts.json"))
	if err != nil || !strings.Contains(string(js), `"FaceURL": "https://example.org/rh/standard-1.png"`) {
		t.Errorf("saved object: %v\n%.400s", err, js)
	}
	for _, f := range []string{"standard-1.png", "standard-back.png"} {
		if _, err := os.Stat(filepath.Join(dir, "royal-haunts", "tts", f)); err != nil {
			t.Error(err)
		}
	}
	code, out, errs := runCLI(t, "preview", "royal-haunts", "--out", dir, "--dpi", "20")
	p := filepath.Join(dir, "royal-haunts", "royal-haunts-standard-preview.png")
	if code != 0 || !strings.Contains(out, p) {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
}

func TestExportUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"export", "pdf", "royal-haunts"}, `unknown export format "pdf": want one of tgc, mpc, tts, png`},
		{[]string{"export", "tgc", "royal-haunts", "--dpi", "150"}, "--dpi and --bleed are for png"},
		{[]string{"export", "png", "royal-haunts", "--dpi", "5"}, "--dpi 5: want 30 to 1200"},
		{[]string{"export", "png", "no-such-game"}, `unknown game "no-such-game"`},
		{[]string{"export", "mpc", "royal-haunts", "--url-prefix", "x"}, "--url-prefix is for tts"},
		{[]string{"export", "png", "royal-haunts", "--size", "20x30"}, "too small"},
		{[]string{"preview", "royal-haunts", "--dpi", "1000"}, "--dpi 1000: want 10 to 300"},
	} {
		dir := t.TempDir()
		code, _, errs := runCLI(t, append(tc.args, "--out", dir)...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Errorf("%v: files written", tc.args)
		}
	}
}
