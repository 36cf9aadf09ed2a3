package layout

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"
)

// PNGCompression is the zlib level PNGs are written with. Encoding is most
// of the cost of an exported card (drawing one takes a few milliseconds);
// cards are large flat areas that the fastest level already compresses
// well: see the README for the measured times and sizes of each level.
const PNGCompression = png.BestSpeed

// srgbChunk is a PNG sRGB chunk (rendering intent 0, perceptual): it tells
// print services and viewers that the colours are sRGB.
var srgbChunk = func() []byte {
	data := []byte("sRGB\x00")
	c := make([]byte, 0, 13)
	c = binary.BigEndian.AppendUint32(c, 1)
	c = append(c, data...)
	return binary.BigEndian.AppendUint32(c, crc32.ChecksumIEEE(data))
}()

// WritePNG writes im as an 8-bit RGB PNG (im must be opaque, as every
// Raster is) with an sRGB chunk after the header. The same image gives the
// same bytes.
func WritePNG(w io.Writer, im image.Image) error { return WritePNGLevel(w, im, PNGCompression) }

// WritePNGLevel is WritePNG at a chosen zlib level.
func WritePNGLevel(w io.Writer, im image.Image, level png.CompressionLevel) error {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: level}
	if err := enc.Encode(&buf, im); err != nil {
		return err
	}
	b := buf.Bytes()
	// The signature (8 bytes) and IHDR (4 + 4 + 13 + 4) come first.
	const head = 8 + 25
	if _, err := w.Write(b[:head]); err != nil {
		return err
	}
	if _, err := w.Write(srgbChunk); err != nil {
		return err
	}
	_, err := w.Write(b[head:])
	return err
}
