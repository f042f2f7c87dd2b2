// Command gencountrytable writes package bankid's table of country codes
// from github.com/biter777/countries. It is run by go generate in bankid:
//
//	go run ./internal/iso3166/cmd/gencountrytable -out country_table.go
package main

import (
	"flag"
	"log"
	"os"

	"github.com/preflightpay/preflight/bankid/internal/iso3166"
)

func main() {
	out := flag.String("out", "country_table.go", "Go file to write")
	pkg := flag.String("pkg", "bankid", "package name of the generated file")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gencountrytable: ")

	src, err := iso3166.Generate(iso3166.Codes(), iso3166.Version(), *pkg)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
