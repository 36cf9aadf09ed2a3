package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPlaySession(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.txt")
	in := strings.Join([]string{
		"",
		"99",     // no such number
		"jump",   // not an action
		"attack", // refused: nothing in play
		"help",
		"flip",
		"gift ♥",
		"stop",
		"no", // not stopped
		"stop",
		"yes",
	}, "\n") + "\n"
	var out, errb bytes.Buffer
	err := runPlay(playOptions{Game: "queens-challenge", Seed: 7, Record: rec}, strings.NewReader(in), &ioStreams{Out: &out, Err: &errb})
	if err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, w := range []string{
		"your move (",
		"   1  gather ",
		"no choice 99: type 1 to ",
		`queens: unknown action "jump"`,
		"illegal: no challenge card is in play (rule 4.3.1)\n",
		"Actions:\n  gather CARD\n",
		"turn 2, playing",
		"stop ends the game now (type yes to stop): not stopped\n",
		"game over",
		"result: stopped",
		"recorded 3 actions to " + rec,
	} {
		if !strings.Contains(o, w) {
			t.Errorf("output lacks %q", w)
		}
	}
	b, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	want := "# recorded by cardstock play\ngame queens-challenge\n"
	if !strings.HasPrefix(string(b), want) || !strings.Contains(string(b), "\nseed 7\nflip\ngift ♥\nstop\nexpect over: yes\nexpect result: stopped\nexpect score: 0\n") {
		t.Errorf("recorded:\n%s", b)
	}
	if code, _, errs := runCmd("verify", rec); code != 0 {
		t.Errorf("verify refuses the recorded game: %s", errs)
	}
}

// TestPlayWholeGame plays games to their end by always choosing the first
// legal action, or always flipping, and checks that verify accepts the
// recordings.
func TestPlayWholeGame(t *testing.T) {
	for _, choice := range []string{"1", "flip"} {
		t.Run("choice "+choice, func(t *testing.T) {
			rec := filepath.Join(t.TempDir(), "game.txt")
			in := strings.Repeat(choice+"\n", 5000)
			var out bytes.Buffer
			err := runPlay(playOptions{Game: "queens-challenge", Seed: 3, Options: []string{"stop=no"}, Record: rec},
				strings.NewReader(in), &ioStreams{Out: &out, Err: &out})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out.String(), "game over") {
				t.Fatalf("the game did not end:\n%s", tail(out.String()))
			}
			if code, _, errs := runCmd("verify", rec); code != 0 {
				t.Errorf("verify refuses the recorded game: %s", errs)
			}
		})
	}
}

func tail(s string) string {
	if len(s) > 2000 {
		return s[len(s)-2000:]
	}
	return s
}

func TestPlayEOF(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.txt")
	var out bytes.Buffer
	if err := runPlay(playOptions{Game: "queens-challenge", Record: rec}, strings.NewReader("flip\n"), &ioStreams{Out: &out, Err: &out}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(rec)
	if !strings.HasSuffix(string(b), "seed 0\nflip\nexpect over: no\nexpect result: playing\nexpect score: 0\n") {
		t.Errorf("recorded:\n%s", b)
	}
	if code, _, errs := runCmd("verify", rec); code != 0 {
		t.Errorf("verify refuses the recording: %s", errs)
	}
}

func TestPlayUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown game", []string{"play", "chess"}, `play: unknown game "chess"`},
		{"bad option", []string{"play", "queens-challenge", "--option", "stop=maybe"}, "option stop=maybe: want one of yes, no"},
		{"unknown option", []string{"play", "queens-challenge", "--option", "colour=red"}, `has no option "colour"`},
		{"option without value", []string{"play", "queens-challenge", "--option", "stop"}, `--option "stop": want NAME=VALUE`},
		{"no game", []string{"play"}, "accepts 1 arg"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCmd(tc.args...)
			if code != 2 || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, tc.want)
			}
		})
	}
}

// TestPlayCastlePokerBots plays seat 1 against random bots to the end,
// typing the first choice each time, with a line longer than 64 KB in the
// middle, and verifies the recording.
func TestPlayCastlePokerBots(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.txt")
	in := strings.Repeat("x", 100000) + "\n" + strings.Repeat("1\n", 3000)
	var out bytes.Buffer
	err := runPlay(playOptions{Game: "castle-poker", Seed: 5, Players: 3, As: 1, Bots: "random", Record: rec},
		strings.NewReader(in), &ioStreams{Out: &out, Err: &out})
	if err != nil {
		t.Fatal(err)
	}
	o := out.String()
	for _, w := range []string{"holds the castle of four flags and deals the first round (rule 3.4).\n", "Each player has 3 stones in supply; the Quarry holds 11 (rule 3.2).\n",
		"you: P1\n", "P2 (bot): ", "reveals", "game over: P", "(rule 5.", "recorded "} {
		if !strings.Contains(o, w) {
			t.Errorf("output lacks %q:\n%s", w, tail(o))
		}
	}
	if strings.Contains(o, "pass the keyboard") || strings.Contains(o, "1 choices") {
		t.Errorf("hand-over screen or a bad plural against bots:\n%s", tail(o))
	}
	if code, _, errs := runCmd("verify", rec); code != 0 {
		t.Errorf("verify refuses the recorded game: %s", errs)
	}
	b, _ := os.ReadFile(rec)
	if !strings.Contains(string(b), "\nplayers 3\nseed 5\nP2 ") || !strings.Contains(string(b), "expect over: yes\nexpect returns: ") {
		t.Errorf("recorded:\n%s", b)
	}
}

// TestPlayHotSeat: two humans at one keyboard get a hand-over screen when
// the player changes.
func TestPlayHotSeat(t *testing.T) {
	var out bytes.Buffer
	err := runPlay(playOptions{Game: "castle-poker", Seed: 1, Players: 2}, strings.NewReader("\n1\n\n1\n"), &ioStreams{Out: &out, Err: &out})
	if err != nil {
		t.Fatal(err)
	}
	o := out.String()
	if strings.Count(o, "pass the keyboard to") != 3 || !strings.Contains(o, "stands: no exchange") {
		t.Errorf("output:\n%s", o)
	}
}

func TestPlaySeats(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "castle-poker", "--players", "7"}, "castle-poker is for 2 to 6 players, not 7"},
		{[]string{"play", "castle-poker", "--players", "3", "--as", "4"}, "--as 4: want a seat from 1 to 3"},
		{[]string{"play", "castle-poker", "--bots", "random"}, "--bots needs --as N"},
		{[]string{"play", "castle-poker", "--as", "1", "--bots", "smart"}, `--bots "smart": want random`},
	} {
		code, _, errs := runCmd(tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}
