package errcatalog

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestCatalogJSONOnOneLineMeansTheSame: the one-line catalog (the WASM build's) and the indented
// one (the command line's) are the same data, one object per entry.
func TestCatalogJSONOnOneLineMeansTheSame(t *testing.T) {
	var compact, indented []map[string]any
	if err := json.Unmarshal(AppendJSON(nil, false), &compact); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(AppendJSON(nil, true), &indented); err != nil {
		t.Fatal(err)
	}
	if len(compact) != Len || !reflect.DeepEqual(compact, indented) {
		t.Errorf("%d entries on one line, %d indented, want %d and the same data", len(compact), len(indented), Len)
	}
}
