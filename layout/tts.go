package layout

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"image"
	"strings"

	"github.com/cardstock/cardstock/cards"
)

// Tabletop Simulator's limits for a deck sheet.
const (
	TTSMaxCols = 10
	TTSMaxRows = 7
	TTSMaxPx   = 4096
	TTSMaxDPI  = 300
)

// TTSSheet is one deck sheet: a grid of cards, row by row, whose last slot
// (bottom right) holds the hidden-card image.
type TTSSheet struct {
	Cols, Rows int
	Cards      []*cards.CardDef // one per printed copy, in slot order
}

// TTSLayout splits a deck's printed copies into sheets of at most 10 x 7
// slots, each keeping its last slot for the hidden card, and returns the
// sheets and the DPI at which every sheet fits 4096 x 4096 pixels (at most
// 300). A sheet holds n cards in the smallest grid of at most 10 columns
// with a free slot for the hidden card.
func TTSLayout(d *cards.Deck) ([]TTSSheet, float64) {
	var copies []*cards.CardDef
	for _, c := range d.Cards {
		for i := 0; i < c.Count; i++ {
			copies = append(copies, c)
		}
	}
	per := TTSMaxCols*TTSMaxRows - 1
	var sheets []TTSSheet
	maxCols, maxRows := 1, 1
	for start := 0; start < len(copies); start += per {
		part := copies[start:min(start+per, len(copies))]
		slots := len(part) + 1
		cols := min(TTSMaxCols, slots)
		rows := (slots + cols - 1) / cols
		sheets = append(sheets, TTSSheet{cols, rows, part})
		maxCols, maxRows = max(maxCols, cols), max(maxRows, rows)
	}
	dpi := float64(TTSMaxDPI)
	for dpi > 10 && (maxCols*pxOf(d.W, dpi) > TTSMaxPx || maxRows*pxOf(d.H, dpi) > TTSMaxPx) {
		dpi--
	}
	return sheets, dpi
}

// ttsSheetName is the file of a deck's sheet i (from 1).
func ttsSheetName(d *cards.Deck, i int) string { return fmt.Sprintf("%s-%d.png", d.ID, i) }

// ttsJobs draws the deck sheets and backs and writes the saved object.
func ttsJobs(g *cards.Game, decks []exportDeck, prefix string) ([]imageJob, []byte, error) {
	var jobs []imageJob
	save := ttsSave{ObjectStates: []ttsObject{}}
	key := 0
	for di, d := range decks {
		sheets, dpi := TTSLayout(d.Deck)
		if len(sheets) == 0 {
			continue
		}
		backName := d.ID + "-back.png"
		if d.back == "" {
			// Without a back design the hidden card and the back are blank.
			backName = d.ID + "-blank.png"
		}
		obj := ttsObject{
			Name:             "DeckCustom",
			Transform:        ttsTransform{PosX: float64(di) * 3, PosY: 1, RotY: 180, RotZ: 180, ScaleX: 1, ScaleY: 1, ScaleZ: 1},
			Nickname:         d.Name,
			Description:      d.Note,
			ColorDiffuse:     ttsColour{0.713235259, 0.713235259, 0.713235259},
			Grid:             true,
			Snap:             true,
			Autoraise:        true,
			Sticky:           true,
			Tooltip:          true,
			HideWhenFaceDown: true,
			CustomDeck:       map[string]ttsCustomDeck{},
			GUID:             guid(g.ID + "/" + d.ID),
		}
		for si, sh := range sheets {
			key++
			k := fmt.Sprint(key)
			obj.CustomDeck[k] = ttsCustomDeck{
				FaceURL: prefix + ttsSheetName(d.Deck, si+1), BackURL: prefix + backName,
				NumWidth: sh.Cols, NumHeight: sh.Rows, BackIsHidden: true, UniqueBack: false,
			}
			for slot, c := range sh.Cards {
				id := key*100 + slot
				obj.DeckIDs = append(obj.DeckIDs, id)
				obj.ContainedObjects = append(obj.ContainedObjects, ttsCard{
					Name: "Card", Transform: ttsTransform{RotY: 180, RotZ: 180, ScaleX: 1, ScaleY: 1, ScaleZ: 1},
					Nickname: cardName(d.Deck, c), Description: cardDescription(c), CardID: id, Hands: true,
					CustomDeck: map[string]ttsCustomDeck{k: obj.CustomDeck[k]},
					GUID:       guid(fmt.Sprintf("%s/%s/%d", g.ID, d.ID, id)),
				})
			}
			d, sh, name := d, sh, "tts/"+ttsSheetName(d.Deck, si+1)
			jobs = append(jobs, imageJob{name, func() ([]byte, error) {
				im, err := TTSSheetImage(g, d.Deck, d.back, sh, dpi)
				if err != nil {
					return nil, err
				}
				return encode(im, PNGCompression)
			}})
		}
		if len(obj.ContainedObjects) == 1 {
			// A deck of one card is a card in Tabletop Simulator.
			c := obj.ContainedObjects[0]
			obj.Name, obj.CardID, obj.DeckIDs, obj.ContainedObjects, obj.Hands = "Card", c.CardID, nil, nil, true
		}
		save.ObjectStates = append(save.ObjectStates, obj)
		d := d
		jobs = append(jobs, imageJob{"tts/" + backName, func() ([]byte, error) {
			if d.back == "" {
				return encode(NewRaster(Rect{0, 0, d.W, d.H}, dpi).Image(), PNGCompression)
			}
			im, err := RenderBack(d.Deck, d.back, 0, dpi)
			if err != nil {
				return nil, err
			}
			return encode(im, PNGCompression)
		}})
	}
	js, err := json.MarshalIndent(save, "", "  ")
	if err != nil {
		return nil, nil, err
	}
	return jobs, append(js, '\n'), nil
}

// TTSSheetImage draws one sheet: each card at its trim size (no bleed) in
// its slot, and the back in the last slot as the hidden-card image.
func TTSSheetImage(g *cards.Game, d *cards.Deck, back string, sh TTSSheet, dpi float64) (*image.RGBA, error) {
	cw, ch := pxOf(d.W, dpi), pxOf(d.H, dpi)
	sheet := NewRaster(Rect{0, 0, float64(sh.Cols*cw) * 25.4 / dpi, float64(sh.Rows*ch) * 25.4 / dpi}, dpi).Image()
	drawn := map[*cards.CardDef]*image.RGBA{}
	for i, c := range sh.Cards {
		im, ok := drawn[c]
		if !ok {
			var err error
			im, err = RenderFace(Face{Game: g, Deck: d, Card: c}, 0, dpi)
			if err != nil {
				return nil, err
			}
			drawn[c] = im
		}
		blit(sheet, im, (i%sh.Cols)*cw, (i/sh.Cols)*ch)
	}
	if back != "" {
		im, err := RenderBack(d, back, 0, dpi)
		if err != nil {
			return nil, err
		}
		last := sh.Cols*sh.Rows - 1
		blit(sheet, im, (last%sh.Cols)*cw, (last/sh.Cols)*ch)
	}
	return sheet, nil
}

func cardDescription(c *cards.CardDef) string {
	var parts []string
	for _, s := range []string{c.Text, c.Flavour} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n")
}

// guid makes a stable six-hex-digit object id, as Tabletop Simulator's.
func guid(s string) string {
	h := fnv.New32a()
	h.Write([]byte(s))
	return fmt.Sprintf("%06x", h.Sum32()&0xffffff)
}

// The saved-object format, as Tabletop Simulator writes it to its Saved
// Objects folder: the fields it needs, in its order.
type ttsSave struct {
	SaveName      string      `json:"SaveName"`
	GameMode      string      `json:"GameMode"`
	Date          string      `json:"Date"`
	Table         string      `json:"Table"`
	Sky           string      `json:"Sky"`
	Note          string      `json:"Note"`
	Rules         string      `json:"Rules"`
	XmlUI         string      `json:"XmlUI"`
	LuaScript     string      `json:"LuaScript"`
	ObjectStates  []ttsObject `json:"ObjectStates"`
	TabStates     struct{}    `json:"TabStates"`
	VersionNumber string      `json:"VersionNumber"`
}

type ttsTransform struct {
	PosX   float64 `json:"posX"`
	PosY   float64 `json:"posY"`
	PosZ   float64 `json:"posZ"`
	RotX   float64 `json:"rotX"`
	RotY   float64 `json:"rotY"`
	RotZ   float64 `json:"rotZ"`
	ScaleX float64 `json:"scaleX"`
	ScaleY float64 `json:"scaleY"`
	ScaleZ float64 `json:"scaleZ"`
}

type ttsColour struct {
	R float64 `json:"r"`
	G float64 `json:"g"`
	B float64 `json:"b"`
}

type ttsCustomDeck struct {
	FaceURL      string `json:"FaceURL"`
	BackURL      string `json:"BackURL"`
	NumWidth     int    `json:"NumWidth"`
	NumHeight    int    `json:"NumHeight"`
	BackIsHidden bool   `json:"BackIsHidden"`
	UniqueBack   bool   `json:"UniqueBack"`
	Type         int    `json:"Type"`
}

type ttsObject struct {
	Name             string                   `json:"Name"`
	Transform        ttsTransform             `json:"Transform"`
	Nickname         string                   `json:"Nickname"`
	Description      string                   `json:"Description"`
	ColorDiffuse     ttsColour                `json:"ColorDiffuse"`
	Locked           bool                     `json:"Locked"`
	Grid             bool                     `json:"Grid"`
	Snap             bool                     `json:"Snap"`
	Autoraise        bool                     `json:"Autoraise"`
	Sticky           bool                     `json:"Sticky"`
	Tooltip          bool                     `json:"Tooltip"`
	HideWhenFaceDown bool                     `json:"HideWhenFaceDown"`
	Hands            bool                     `json:"Hands"`
	SidewaysCard     bool                     `json:"SidewaysCard"`
	CardID           int                      `json:"CardID,omitempty"`
	DeckIDs          []int                    `json:"DeckIDs,omitempty"`
	CustomDeck       map[string]ttsCustomDeck `json:"CustomDeck"`
	ContainedObjects []ttsCard                `json:"ContainedObjects,omitempty"`
	GUID             string                   `json:"GUID"`
}

type ttsCard struct {
	Name         string                   `json:"Name"`
	Transform    ttsTransform             `json:"Transform"`
	Nickname     string                   `json:"Nickname"`
	Description  string                   `json:"Description"`
	CardID       int                      `json:"CardID"`
	Hands        bool                     `json:"Hands"`
	SidewaysCard bool                     `json:"SidewaysCard"`
	CustomDeck   map[string]ttsCustomDeck `json:"CustomDeck"`
	GUID         string                   `json:"GUID"`
}
