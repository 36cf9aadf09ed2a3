package report_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cardstock/cardstock/engine"
	"github.com/cardstock/cardstock/engine/queens"
	"github.com/cardstock/cardstock/engine/sim"
	"github.com/cardstock/cardstock/engine/sim/report"
)

func runs(t *testing.T, g engine.Game, spec string, games int) []*sim.Stats {
	t.Helper()
	cs, err := sim.Compare(sim.Config{Game: g, Games: games, Seed: 2, Bots: []string{"greedy"}}, spec)
	if err != nil {
		t.Fatal(err)
	}
	var out []*sim.Stats
	for _, c := range cs {
		st, err := sim.Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, st)
	}
	return out
}

var pngMagic = []byte("\x89PNG\r\n\x1a\n")

func TestWriteMakesChartsAndData(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "balance")
	rs := runs(t, queens.Game{}, "enemies=symmetric,one-way", 300)
	if err := report.Write(dir, queens.Game{}, rs); err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(filepath.Join(dir, report.ReportFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, chart := range []string{report.WinChart, report.ScoreChart, report.LengthChart, report.EndChart, report.ActChart} {
		b, err := os.ReadFile(filepath.Join(dir, chart))
		if err != nil {
			t.Errorf("chart %s not written: %v", chart, err)
			continue
		}
		if !bytes.HasPrefix(b, pngMagic) || len(b) < 2000 {
			t.Errorf("%s is not a drawn PNG (%d bytes)", chart, len(b))
		}
		if !strings.Contains(string(md), "("+chart+")") {
			t.Errorf("report.md does not show %s", chart)
		}
	}
	for _, want := range []string{"| enemies=symmetric | enemies=one-way |", "| won |", "lost: deck empty at the Flip", "| gift ♥ |"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("report.md lacks %q:\n%s", want, md)
		}
	}
	csv, err := os.ReadFile(filepath.Join(dir, report.SummaryCSV))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(csv), "run,section,key,label,value,low95,high95,percent\n") || !strings.Contains(string(csv), "enemies=one-way,Results,win-rate,won,") {
		t.Errorf("summary.csv:\n%s", csv)
	}
	dist, err := os.ReadFile(filepath.Join(dir, report.DistCSV))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(dist), "enemies=symmetric,return,") || !strings.Contains(string(dist), "enemies=one-way,actions,") {
		t.Errorf("distributions.csv lacks returns or lengths:\n%.500s", dist)
	}

	// the same figures give the same files
	dir2 := filepath.Join(t.TempDir(), "again")
	if err := report.Write(dir2, queens.Game{}, runs(t, queens.Game{}, "enemies=symmetric,one-way", 300)); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{report.ReportFile, report.SummaryCSV, report.ScoreChart} {
		a, _ := os.ReadFile(filepath.Join(dir, f))
		b, _ := os.ReadFile(filepath.Join(dir2, f))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs of the same simulation", f)
		}
	}
}
