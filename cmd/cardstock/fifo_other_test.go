//go:build !unix

package main

import "errors"

func mkfifo(path string) error { return errors.New("no named pipes here") }
