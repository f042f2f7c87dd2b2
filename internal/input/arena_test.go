package input

import (
	"strings"
	"testing"
)

func TestArenaValuesMatchAnOrdinaryParse(t *testing.T) {
	docs := []string{
		`{"a":"1","b":{"c":"2","d":[1,{"e":"3"}]},"f":null}`,
		`{}`,
		`{"x":[]}`,
		`{"only":"one"}`,
	}
	var a Arena
	for round := 0; round < 3; round++ {
		for _, d := range docs {
			want, err := Parse([]byte(d), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := a.Parse([]byte(d), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if g, w := string(AppendJSON(nil, got)), string(AppendJSON(nil, want)); g != w {
				t.Errorf("round %d: arena parse %s, want %s", round, g, w)
			}
			a.Reset()
		}
	}
}

func TestArenaKeepsEveryParseUntilReset(t *testing.T) {
	var a Arena
	first, _ := a.Parse([]byte(`{"a":{"b":"1"}}`), Limits{})
	second, _ := a.Parse([]byte(`{"c":{"d":"2"},"e":"3"}`), Limits{})
	if got := string(AppendJSON(nil, first)); got != `{"a":{"b":"1"}}` {
		t.Errorf("first parse after a second one into the same arena: %s", got)
	}
	if got := string(AppendJSON(nil, second)); got != `{"c":{"d":"2"},"e":"3"}` {
		t.Errorf("second parse: %s", got)
	}
}

func TestArenaStringsOutliveReset(t *testing.T) {
	var a Arena
	v, _ := a.Parse([]byte(`{"name":"Ada Lovelace"}`), Limits{})
	name := v.Get("name").Str()
	a.Reset()
	a.Parse([]byte(`{"name":"Grace Hopper"}`), Limits{})
	if name != "Ada Lovelace" {
		t.Errorf("a string read before Reset became %q", name)
	}
}

func TestArenaSpillsPastItsStorage(t *testing.T) {
	// More members than an arena keeps, and a second parse that finds the arena in use: both
	// go on in storage of their own and read the same as without an arena.
	var b strings.Builder
	b.WriteString("{")
	for i := range arenaMembers + 50 {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`"k` + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + itoa(i) + `":{"v":"1"}`)
	}
	b.WriteString("}")
	big := b.String()
	var a Arena
	small, _ := a.Parse([]byte(`{"a":{"b":"1"}}`), Limits{})
	got, err := a.Parse([]byte(big), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Parse([]byte(big), Limits{})
	if string(AppendJSON(nil, got)) != string(AppendJSON(nil, want)) {
		t.Error("a parse past the arena's storage reads differently")
	}
	if string(AppendJSON(nil, small)) != `{"a":{"b":"1"}}` {
		t.Error("the first parse changed")
	}
	a.Reset()
	if a.usedMembers != 0 || a.usedLists != 0 {
		t.Error("Reset left storage in use")
	}
	for _, m := range a.members[:cap(a.members)] {
		if m.Key != "" || m.Value.Present() {
			t.Fatal("Reset left a reference to a parsed request")
		}
	}
}

func TestArenaReadsErrorsAsParseDoes(t *testing.T) {
	var a Arena
	for _, d := range []string{`{"a":1,"a":2}`, `{"a":`, `[1]`, "{\"a\":\"\xff\"}"} {
		_, want := ParseObject([]byte(d), Limits{})
		_, got := a.ParseObject([]byte(d), Limits{})
		if want == nil || got == nil || got.Error() != want.Error() {
			t.Errorf("%q: arena error %v, want %v", d, got, want)
		}
		a.Reset()
	}
}

func TestANilArenaParsesAsThePackageDoes(t *testing.T) {
	var a *Arena
	v, err := a.ParseObject([]byte(`{"a":{"b":"1"}}`), Limits{})
	if err != nil || string(AppendJSON(nil, v)) != `{"a":{"b":"1"}}` {
		t.Errorf("nil arena: %v %s", err, AppendJSON(nil, v))
	}
	if _, err := a.ParseObjectString(`[1]`, Limits{}); err == nil {
		t.Error("nil arena read an array as an object")
	}
}

func TestArenaNewObjectBuildsWhatNewObjectBuilds(t *testing.T) {
	var a Arena
	for round := 0; round < 3; round++ {
		// Objects built beside a parse, before and after it, in storage that grows: each keeps
		// its members until Reset.
		inner := a.NewObject(Member{Key: "country", Value: NewString("US")})
		parsed, err := a.Parse([]byte(`{"p":{"q":"1"}}`), Limits{})
		if err != nil {
			t.Fatal(err)
		}
		var built []Value
		for i := range 40 {
			built = append(built, a.NewObject(Member{Key: "i", Value: NewString(strings.Repeat("x", i))}))
		}
		outer := a.NewObject(Member{Key: "address", Value: inner}, Member{Key: "parsed", Value: parsed})
		if got, want := string(AppendJSON(nil, outer)), `{"address":{"country":"US"},"parsed":{"p":{"q":"1"}}}`; got != want {
			t.Errorf("round %d: %s, want %s", round, got, want)
		}
		for i, v := range built {
			if got := v.Get("i").Str(); got != strings.Repeat("x", i) {
				t.Errorf("round %d: object %d holds %q after more were built", round, i, got)
			}
		}
		if got := string(AppendJSON(nil, a.NewObject())); got != `{}` {
			t.Errorf("an empty object: %s", got)
		}
		a.Reset()
	}
}

func TestArenaNewObjectAllocatesNothingOnceGrown(t *testing.T) {
	var a Arena
	// The members are the caller's (a CSV row's slots, reused): only the containers are the
	// arena's.
	members := []Member{{Key: "k", Value: NewString("v")}}
	outer := make([]Member, 2)
	build := func() {
		outer[0] = Member{Key: "b", Value: a.NewObject(members...)}
		outer[1] = Member{Key: "c", Value: a.NewObject(members...)}
		root := a.NewObject(outer...)
		if root.Get("b").Get("k").Str() != "v" {
			t.Fatal("the object lost its member")
		}
		a.Reset()
	}
	build()
	if n := testing.AllocsPerRun(100, build); n != 0 {
		t.Errorf("building three objects in a grown arena: %v allocations, want 0", n)
	}
}

func TestArenaNewObjectPastItsStorageAllocates(t *testing.T) {
	var a Arena
	var all []Value
	for i := range arenaLists + 10 {
		all = append(all, a.NewObject(Member{Key: "n", Value: NewString(strings.Repeat("y", i%7))}))
	}
	for i, v := range all {
		if got := v.Get("n").Str(); got != strings.Repeat("y", i%7) {
			t.Fatalf("object %d of %d: %q", i, len(all), got)
		}
	}
	var none *Arena
	if got := string(AppendJSON(nil, none.NewObject(Member{Key: "a", Value: NewNull()}))); got != `{"a":null}` {
		t.Errorf("a nil arena's object: %s", got)
	}
}
