// Package gen writes large files of payout requests for the batch tests, benchmarks and the
// scale script. Records are deterministic (record i is always the same), cycle through four
// corridors (USD ACH, GBP Faster Payments, EUR SWIFT, CAD EFT), and every InvalidEvery-th and
// MalformedEvery-th record is spoilt on purpose so that a run has all three outcomes.
package gen

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/internal/input"
)

// Columns are the field paths of a record, in order: the CSV header.
var Columns = []string{
	"payout_date", "purpose_code", "payment_method", "payment_amount", "payment_currency",
	"receiving_amount", "receiving_currency", "fee_paid_by", "reference",
	"beneficiary.entity_type", "beneficiary.first_name", "beneficiary.last_name",
	"beneficiary.company_name", "beneficiary.account_holder", "beneficiary.clearing_system",
	"beneficiary.account_number", "beneficiary.iban", "beneficiary.swift_code",
	"beneficiary.routing_code_type1", "beneficiary.routing_code_value1",
	"beneficiary.routing_code_type2", "beneficiary.routing_code_value2",
	"beneficiary.bank_name", "beneficiary.bank_address",
	"beneficiary.address.country", "beneficiary.address.city", "beneficiary.address.state",
	"beneficiary.address.street_address", "beneficiary.address.postal_code",
}

// colBeneficiary is the first beneficiary column.
const colBeneficiary = 9

// Options say how often a record is spoilt; 0 means never.
type Options struct {
	InvalidEvery   int // the record has no beneficiary (payout.beneficiary-missing)
	MalformedEvery int // the JSON line is cut short, or the CSV row loses a cell
}

// Kind is what record i is meant to be.
type Kind uint8

const (
	Valid Kind = iota
	Invalid
	Malformed
)

// KindOf says what record i (counted from 0) is under opts. Malformed wins over invalid.
func (o Options) KindOf(i int) Kind {
	switch {
	case o.MalformedEvery > 0 && (i+1)%o.MalformedEvery == 0:
		return Malformed
	case o.InvalidEvery > 0 && (i+1)%o.InvalidEvery == 0:
		return Invalid
	}
	return Valid
}

var corridors = [][]string{
	{"2026-11-23", "SALARY", "LOCAL", "", "USD", "", "USD", "", "",
		"individual", "Ada", "Lovelace", "", "Ada Lovelace", "ACH",
		"000123456789", "", "BOFAUS3N", "ach", "026009593", "", "",
		"Bank of America", "100 N Tryon St, Charlotte NC 28255",
		"US", "New York", "NY", "1 Main Street", "10001"},
	{"2026-11-23", "SUPPLIER_PAYMENT", "LOCAL", "", "GBP", "", "GBP", "", "",
		"company", "", "", "Analytical Engines Ltd", "Analytical Engines Ltd", "FASTER PAYMENTS",
		"31926819", "", "BARCGB22", "sort_code", "200000", "", "",
		"Barclays Bank", "1 Churchill Place, London E14 5HP",
		"GB", "London", "London", "12 Baker Street", "NW1 6XE"},
	{"2026-11-23", "SUPPLIER_PAYMENT", "SWIFT", "", "EUR", "", "EUR", "SHARED", "",
		"company", "", "", "Rechenwerk GmbH", "Rechenwerk GmbH", "SWIFT",
		"", "DE89370400440532013000", "COBADEFFXXX", "", "", "", "",
		"Commerzbank", "Kaiserplatz, 60311 Frankfurt am Main",
		"DE", "Berlin", "Berlin", "Unter den Linden 5", "10117"},
	{"2026-11-23", "SALARY", "LOCAL", "", "CAD", "", "CAD", "", "",
		"individual", "Grace", "Hopper", "", "Grace Hopper", "EFT",
		"1234567", "", "ROYCCAT2", "bank_code", "003", "branch_code", "00011",
		"Royal Bank of Canada", "200 Bay St, Toronto ON",
		"CA", "Toronto", "ON", "20 King Street West", "M5H 1C4"},
}

// Cells returns record i as CSV cells aligned with Columns ("" is an absent member).
func Cells(i int, opts Options) []string {
	cells := append([]string(nil), corridors[i%len(corridors)]...)
	amount := strconv.Itoa(100+i%9000) + "." + strconv.Itoa(10+i%90)
	cells[3], cells[5] = amount, amount
	cells[8] = "INV-" + strconv.Itoa(i)
	if opts.KindOf(i) == Invalid {
		// No beneficiary at all: the one finding every version of the payout rules makes.
		for c := colBeneficiary; c < len(cells); c++ {
			cells[c] = ""
		}
	}
	return cells
}

// JSON returns record i as one line of JSON, without the newline.
func JSON(dst []byte, i int, opts Options) []byte {
	v := object(Columns, Cells(i, opts))
	dst = input.AppendJSON(dst, v)
	if opts.KindOf(i) == Malformed {
		dst = dst[:len(dst)-len(dst)/3]
	}
	return dst
}

// object builds the nested request of cells along paths, leaving out empty cells.
func object(paths, cells []string) input.Value {
	var members []input.Member
	for i := 0; i < len(paths); {
		name, _, nested := strings.Cut(paths[i], ".")
		if !nested {
			if cells[i] != "" {
				members = append(members, input.Member{Key: name, Value: input.NewString(cells[i])})
			}
			i++
			continue
		}
		j := i
		var sub []string
		for ; j < len(paths) && strings.HasPrefix(paths[j], name+"."); j++ {
			sub = append(sub, paths[j][len(name)+1:])
		}
		if v := object(sub, cells[i:j]); len(v.Members()) > 0 {
			members = append(members, input.Member{Key: name, Value: v})
		}
		i = j
	}
	return input.NewObject(members...)
}

// WriteJSONL writes records [0, n) as JSON lines.
func WriteJSONL(w io.Writer, n int, opts Options) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	var line []byte
	for i := range n {
		line = append(JSON(line[:0], i, opts), '\n')
		if _, err := bw.Write(line); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// WriteCSV writes the header and records [0, n) as CSV. A malformed record loses its last cell.
func WriteCSV(w io.Writer, n int, opts Options) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	writeRow(bw, Columns)
	for i := range n {
		cells := Cells(i, opts)
		if opts.KindOf(i) == Malformed {
			cells = cells[:len(cells)-1]
		}
		writeRow(bw, cells)
	}
	return bw.Flush()
}

func writeRow(w *bufio.Writer, cells []string) {
	for i, c := range cells {
		if i > 0 {
			w.WriteByte(',')
		}
		if strings.ContainsAny(c, ",\"\n\r") {
			w.WriteByte('"')
			w.WriteString(strings.ReplaceAll(c, `"`, `""`))
			w.WriteByte('"')
		} else {
			w.WriteString(c)
		}
	}
	w.WriteByte('\n')
}
