// Command genibantable writes package bankid's IBAN table from
// internal/ibanregistry/registry.tsv. It is run by go generate in bankid:
//
//	go run ./internal/ibanregistry/cmd/genibantable -in internal/ibanregistry/registry.tsv -out iban_table.go
package main

import (
	"flag"
	"log"
	"os"

	"github.com/preflightpay/preflight/bankid/internal/ibanregistry"
)

func main() {
	in := flag.String("in", "internal/ibanregistry/registry.tsv", "registry extract to read")
	out := flag.String("out", "iban_table.go", "Go file to write")
	pkg := flag.String("pkg", "bankid", "package name of the generated file")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("genibantable: ")

	reg, err := ibanregistry.ParseFile(*in)
	if err != nil {
		log.Fatal(err)
	}
	src, err := ibanregistry.Generate(reg, *pkg)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
