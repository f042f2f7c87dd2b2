// Command gencatalog writes package errcatalog's table (catalog_table.go) from the
// specification's error tables (testdata/spec-errors.md) and the keys file (keys.txt). It is run
// by go generate in errcatalog:
//
//	go run ./internal/catalogspec/cmd/gencatalog -dir . -out catalog_table.go
package main

import (
	"flag"
	"log"
	"os"

	"github.com/preflightpay/preflight/errcatalog/internal/catalogspec"
)

func main() {
	dir := flag.String("dir", ".", "package errcatalog's directory, which holds the sources")
	out := flag.String("out", catalogspec.TableFile, "Go file to write")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gencatalog: ")

	src, err := catalogspec.GenerateDir(*dir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
