// Package layout draws cardstock's printable outputs: page and card
// geometry, imposition, crop marks, duplex backs, text fitting and the PDF
// backend.
package layout
