package gen

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"testing"
)

// TestRecordsAreWhatTheirKindSays: valid and invalid records are JSON objects, malformed ones
// are not; CSV rows are as wide as the header except malformed ones; the same record comes out
// the same every time.
func TestRecordsAreWhatTheirKindSays(t *testing.T) {
	opts := Options{InvalidEvery: 3, MalformedEvery: 5}
	for i := range 30 {
		line := JSON(nil, i, opts)
		var obj map[string]any
		err := json.Unmarshal(line, &obj)
		switch opts.KindOf(i) {
		case Malformed:
			if err == nil {
				t.Errorf("record %d should be malformed: %s", i, line)
			}
		case Invalid:
			if err != nil || obj["beneficiary"] != nil {
				t.Errorf("record %d should have no beneficiary: %s", i, line)
			}
		default:
			if err != nil || obj["beneficiary"] == nil {
				t.Errorf("record %d should be a whole payout: %s", i, line)
			}
		}
		if !bytes.Equal(line, JSON(nil, i, opts)) {
			t.Errorf("record %d differs between calls", i)
		}
	}
	var buf bytes.Buffer
	if err := WriteCSV(&buf, 30, opts); err != nil {
		t.Fatal(err)
	}
	r := csv.NewReader(&buf)
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for i, row := range rows[1:] {
		if want := len(Columns) - map[bool]int{true: 1}[opts.KindOf(i) == Malformed]; len(row) != want {
			t.Errorf("row %d has %d cells, want %d", i, len(row), want)
		}
	}
}
