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

	"github.com/cardstock/cardstock/cards"
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
	// An unknown command is refused by the root's own argument check (cobra
	// would otherwise return an untyped error); with none, help is shown.
	root.Args = func(c *cobra.Command, args []string) error {
		if len(args) == 0 {
			return nil
		}
		msg := fmt.Sprintf("unknown command %q for %q", args[0], c.CommandPath())
		if s := c.SuggestionsFor(args[0]); len(s) > 0 {
			msg += fmt.Sprintf(": did you mean %s?", strings.Join(s, " or "))
		}
		return usageError{errors.New(msg)}
	}
	root.RunE = func(c *cobra.Command, args []string) error { return c.Help() }
	root.PersistentPreRunE = func(c *cobra.Command, args []string) error {
		if c.Flags().Lookup("out") != nil {
			// a command that writes documents, which carry the date
			if err := checkEpoch(); err != nil {
				return err
			}
		}
		return checkContentFlag(c)
	}
	for _, mk := range commands {
		root.AddCommand(mk(io))
	}
	markUsage(root)
	return root
}

// markUsage makes the argument checks of cmd and its subcommands return
// usage errors, so that the exit status follows the error's type.
func markUsage(cmd *cobra.Command) {
	if check := cmd.Args; check != nil {
		cmd.Args = func(c *cobra.Command, args []string) error {
			if err := check(c, args); err != nil {
				var ue usageError
				if errors.As(err, &ue) {
					return err
				}
				return usageError{err}
			}
			return nil
		}
	}
	for _, sub := range cmd.Commands() {
		markUsage(sub)
	}
}

// run executes the command line and returns the exit status: 0 on success,
// 1 for bad input or a failed build, 2 for bad usage. The status follows
// the error's type (usageError), never its wording. Errors that name a
// place in a user's file are printed as they are, "path:line:col: ...";
// others are prefixed with "cardstock: ".
func run(args []string, stdout, stderr io.Writer) int {
	io := &ioStreams{Out: stdout, Err: stderr}
	root := newRootCmd(io)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	if positioned(err) {
		fmt.Fprintln(stderr, err)
	} else {
		fmt.Fprintln(stderr, "cardstock:", err)
	}
	if ue := (usageError{}); errors.As(err, &ue) {
		return 2
	}
	return 1
}

// positioned reports whether err's message begins with the place in a
// user's file it is about.
func positioned(err error) bool {
	var list cards.ErrorList
	if errors.As(err, &list) && len(list) > 0 && list[0].Pos.File != "" {
		return strings.HasPrefix(err.Error(), list[0].Pos.String())
	}
	var e *cards.Error
	if errors.As(err, &e) && e.Pos.File != "" {
		return strings.HasPrefix(err.Error(), e.Pos.String())
	}
	return false
}
