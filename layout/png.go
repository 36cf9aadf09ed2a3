package layout

import (
	"bufio"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/draw"
	"io"
	"sync"
)

// PNGCompression is the zlib level exported images are written with.
// Encoding is most of the cost of an exported card (drawing one takes a
// few milliseconds). Cards are large flat areas, which the fastest level
// already compresses well; see the README for measured times and sizes.
const PNGCompression = zlib.BestSpeed

// WritePNG writes im as an 8-bit RGB PNG with an sRGB chunk (rendering
// intent perceptual: the colours are sRGB) at PNGCompression. Alpha is
// dropped: every Raster is opaque. The same image gives the same bytes.
func WritePNG(w io.Writer, im image.Image) error { return WritePNGLevel(w, im, PNGCompression) }

// WritePNGLevel is WritePNG at a chosen zlib level (zlib.BestSpeed to
// zlib.BestCompression).
//
// Rows are filtered with the Up filter (each byte minus the one above):
// a card's flat areas become rows of zeros that deflate to almost nothing.
// The standard library's encoder instead tries all five filters on every
// row to pick one, which took more time than deflating; on card images the
// files it makes are about the same size.
func WritePNGLevel(w io.Writer, im image.Image, level int) error {
	rgba, ok := im.(*image.RGBA)
	if !ok {
		rgba = image.NewRGBA(im.Bounds())
		draw.Draw(rgba, rgba.Bounds(), im, im.Bounds().Min, draw.Src)
	}
	b := rgba.Bounds()
	wd, ht := b.Dx(), b.Dy()
	bw := bufio.NewWriterSize(w, 1<<16)
	bw.WriteString("\x89PNG\r\n\x1a\n")
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(wd))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(ht))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits a sample, truecolour (RGB)
	writeChunk(bw, "IHDR", ihdr[:])
	writeChunk(bw, "sRGB", []byte{0})
	cw := &chunkWriter{w: bw, name: "IDAT"}
	zw, err := zlibWriter(cw, level)
	if err != nil {
		return err
	}
	defer zlibPools[level-zlib.HuffmanOnly].Put(zw)
	prev := make([]byte, 1+3*wd)
	cur := make([]byte, 1+3*wd)
	row := make([]byte, 1+3*wd)
	for y := 0; y < ht; y++ {
		pix := rgba.Pix[(y+b.Min.Y-rgba.Rect.Min.Y)*rgba.Stride+(b.Min.X-rgba.Rect.Min.X)*4:]
		for x, i := 0, 1; x < wd; x, i = x+1, i+3 {
			cur[i], cur[i+1], cur[i+2] = pix[4*x], pix[4*x+1], pix[4*x+2]
		}
		row[0] = 2 // Up
		for i := 1; i < len(cur); i++ {
			row[i] = cur[i] - prev[i]
		}
		if _, err := zw.Write(row); err != nil {
			return err
		}
		prev, cur = cur, prev
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := cw.flush(); err != nil {
		return err
	}
	writeChunk(bw, "IEND", nil)
	return bw.Flush()
}

// zlibPools keep zlib writers by level: a new one allocates about a
// megabyte of tables, as much as the image it compresses.
var zlibPools [zlib.BestCompression - zlib.HuffmanOnly + 1]sync.Pool

func zlibWriter(w io.Writer, level int) (*zlib.Writer, error) {
	if level < zlib.HuffmanOnly || level > zlib.BestCompression {
		return nil, fmt.Errorf("layout: zlib level %d", level)
	}
	if zw, ok := zlibPools[level-zlib.HuffmanOnly].Get().(*zlib.Writer); ok {
		zw.Reset(w)
		return zw, nil
	}
	return zlib.NewWriterLevel(w, level)
}

func writeChunk(w *bufio.Writer, name string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	w.Write(n[:])
	crc := crc32.NewIEEE()
	crc.Write([]byte(name))
	crc.Write(data)
	w.WriteString(name)
	w.Write(data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	w.Write(n[:])
}

// chunkWriter cuts a stream into chunks of at most 256 KiB.
type chunkWriter struct {
	w    *bufio.Writer
	name string
	buf  []byte
}

func (c *chunkWriter) Write(p []byte) (int, error) {
	c.buf = append(c.buf, p...)
	for len(c.buf) >= 1<<18 {
		writeChunk(c.w, c.name, c.buf[:1<<18])
		c.buf = append(c.buf[:0], c.buf[1<<18:]...)
	}
	return len(p), nil
}

func (c *chunkWriter) flush() error {
	if len(c.buf) > 0 {
		writeChunk(c.w, c.name, c.buf)
		c.buf = c.buf[:0]
	}
	return nil
}
