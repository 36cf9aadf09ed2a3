// Package templates holds how cardstock's outputs look: fonts, colours,
// suit and game icons, card backs and styles, embedded in the binary.
package templates
