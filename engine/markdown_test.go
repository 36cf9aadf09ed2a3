package engine_test

import (
	"reflect"
	"testing"

	"github.com/cardstock/cardstock/engine"
)

func TestExtract(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []engine.Block
	}{
		{"none", "# Title\n\ntext\n", nil},
		{"one", "a\n```transcript\ngame x\nflip\n```\nb\n", []engine.Block{{Line: 3, Text: "game x\nflip"}}},
		{"info string words", "```transcript example one\ngame x\n```", []engine.Block{{Line: 2, Text: "game x"}}},
		{"tildes and indent", "  ~~~~ transcript\ngame x\n~~~\n~~~~\n", []engine.Block{{Line: 2, Text: "game x\n~~~"}}},
		{"other fences skipped", "```\n```transcript\n```\n```transcript\ngame y\n```\n", []engine.Block{{Line: 5, Text: "game y"}}},
		{"longer closing fence", "```transcript\ngame x\n``````\n", []engine.Block{{Line: 2, Text: "game x"}}},
		{"unclosed runs to the end", "```transcript\ngame x\nflip", []engine.Block{{Line: 2, Text: "game x\nflip"}}},
		{"code span is not a fence", "```transcript `x`\ngame x\n```", nil},
		{"four spaces is not a fence", "    ```transcript\ngame x\n", nil},
		{"crlf", "```transcript\r\ngame x\r\n```\r\n", []engine.Block{{Line: 2, Text: "game x"}}},
		{"two blocks", "```transcript\na\n```\ntext\n```transcript\nb\n```", []engine.Block{{Line: 2, Text: "a"}, {Line: 6, Text: "b"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := engine.Extract([]byte(tc.src))
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func FuzzExtract(f *testing.F) {
	f.Add("```transcript\ngame x\n```\n")
	f.Add("~~~\n```transcript\n~~~")
	f.Fuzz(func(t *testing.T, src string) {
		for _, b := range engine.Extract([]byte(src)) {
			if b.Line < 2 {
				t.Errorf("block at line %d: a block starts after its fence", b.Line)
			}
		}
	})
}

func TestExtractNested(t *testing.T) {
	src := "text\n\n> An example:\n>\n> ```transcript\n> game x\n> flip\n> ```\n\n- item\n\n  ```transcript\n  game y\n  ```\n"
	got := engine.Extract([]byte(src))
	want := []engine.Block{{Line: 6, Text: "game x\nflip"}, {Line: 13, Text: "game y"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}
