// Package layout draws cardstock's printable outputs: page and card
// geometry, imposition, crop marks, duplex backs, text layout, and the
// drawing Surface that card faces, backs, mats and icons draw on, with its
// PDF backend (fpdf) and raster backend (gg), and the image exports.
package layout
