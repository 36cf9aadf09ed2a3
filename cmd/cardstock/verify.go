package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"github.com/cardstock/cardstock/cards"
	"github.com/cardstock/cardstock/engine"
)

func init() { commands = append(commands, newVerifyCmd) }

// verifyOptions are the flags and arguments of cardstock verify.
type verifyOptions struct {
	Files   []string // transcripts (.txt) and rulebooks (.md); none: all content
	Content string   // a content folder in place of the embedded content
	Trace   bool     // print the state after each step
}

func newVerifyCmd(io *ioStreams) *cobra.Command {
	var opts verifyOptions
	cmd := &cobra.Command{
		Use:   "verify [FILE...]",
		Short: "Replay worked examples and check their expectations",
		Long: `Verify replays transcripts: files of examples (any name) and the
` + "```transcript" + ` blocks of rulebooks (files ending in .md). With no files it
replays every example of the content: GAME/examples/*.txt and the blocks of
GAME/rules.md for each game (the embedded content, or --content DIR).

A failure reads "path:line: step N: expected KEY: WANT but KEY is GOT" or
"path:line: illegal: WHY (rule R)"; the exit status is 1 if any failed.
See "cardstock help transcripts" for the format.`,
		Example: "  cardstock verify\n  cardstock verify my-example.txt content/queens-challenge/rules.md --trace",
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Files = args
			return runVerify(opts, io)
		},
	}
	cmd.Flags().StringVar(&opts.Content, "content", "", "read examples from this content folder instead of the embedded content")
	cmd.Flags().BoolVar(&opts.Trace, "trace", false, "print the state after each step")
	return cmd
}

// runVerify replays the transcripts opts names and prints every failure on
// io.Err, one per line.
func runVerify(opts verifyOptions, io *ioStreams) error {
	fsys, err := contentFS(opts.Content)
	if err != nil {
		return err
	}
	return verifyIn(opts, fsys, contentRoot(opts.Content), io)
}

// verifyIn is runVerify with the content tree given, for tests.
func verifyIn(opts verifyOptions, fsys fs.FS, prefix string, io *ioStreams) error {
	var trace = io.Out
	if !opts.Trace {
		trace = nil
	}
	var n int
	var err error
	if len(opts.Files) == 0 {
		n, err = engine.VerifyFS(fsys, prefix, trace)
	} else {
		var errs cards.ErrorList
		for _, f := range opts.Files {
			src, rerr := os.ReadFile(f)
			if rerr != nil {
				errs.Append(cards.Pos{File: f}, fmt.Errorf("verify: %w", errors.Unwrap(rerr)))
				continue
			}
			k, verr := engine.VerifyFile(f, src, trace)
			n += k
			errs.Append(cards.Pos{File: f}, verr)
		}
		err = errs.Err()
	}
	if err == nil {
		fmt.Fprintf(io.Out, "verified %d transcript%s\n", n, plural(n))
		return nil
	}
	var list cards.ErrorList
	if !errors.As(err, &list) {
		return err
	}
	for _, e := range list {
		fmt.Fprintln(io.Err, e)
	}
	return fmt.Errorf("verify: %d failure%s in %d transcript%s", len(list), plural(len(list)), n, plural(n))
}

// plural returns "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
