// Command cardstock builds print-and-play card games: printable cards,
// tableaux, tokens and mats, typeset rulebooks, and rules engines that
// verify worked examples.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// ioStreams is where commands write.
type ioStreams struct {
	Out io.Writer
	Err io.Writer
}

// commands holds the constructors of the subcommands; each command's file
// adds its own in an init function, so that commands stay one per file.
var commands []func(*ioStreams) *cobra.Command

// usageError marks bad usage (exit status 2) as opposed to bad input
// (exit status 1).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func newRootCmd(io *ioStreams) *cobra.Command {
	root := &cobra.Command{
		Use:           "cardstock",
		Short:         "Print-and-play card games: printable components, rulebooks and rules engines",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetOut(io.Out)
	root.SetErr(io.Err)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageError{err}
	})
	for _, mk := range commands {
		root.AddCommand(mk(io))
	}
	return root
}

// run executes the command line and returns the exit status: 0 on success,
// 1 for bad input or a failed build, 2 for bad usage.
func run(args []string, stdout, stderr io.Writer) int {
	io := &ioStreams{Out: stdout, Err: stderr}
	root := newRootCmd(io)
	root.SetArgs(args)
	if err := root.Execute(); err != nil {
		fmt.Fprintln(stderr, "cardstock:", err)
		var ue usageError
		if errors.As(err, &ue) || isCobraUsage(err) {
			return 2
		}
		return 1
	}
	return 0
}

// isCobraUsage recognises the errors cobra returns for unknown commands and
// wrong argument counts, which are usage errors too.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "accepts ", "requires ", "invalid argument"} {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}
