package input

import "strings"

// An Arena lends parses the storage of their objects' members and their containers, and keeps
// it between parses: a service that reads request after request allocates that storage once
// instead of per request (about 60% of the bytes a payout's parse allocates), and the
// collector runs that much less often.
//
// The values parsed with an Arena are valid until its Reset: Reset clears the storage and the
// next parse writes over it, so a Value (or a slice of its Members or Elems) must not be kept
// past it. Strings read from the values stay valid, since they point into the parse's own copy
// of the input, never into the arena. An Arena is not safe for concurrent use: give each
// goroutine its own, or take them from a sync.Pool. The zero Arena is ready to use; it grows to
// the largest input it has read (at most 1,024 members and 256 containers are kept). A nil
// *Arena parses as the package's functions do, so that a caller's optional arena needs no
// branch.
type Arena struct {
	members []Member
	lists   []list
	// usedMembers and usedLists are how much of each the parses since the last Reset filled.
	usedMembers, usedLists int
}

// Parse is the package's Parse with the arena's storage.
func (a *Arena) Parse(data []byte, lim Limits) (Value, error) {
	return parseLimited(data, "", lim, a)
}

// ParseObject is the package's ParseObject with the arena's storage.
func (a *Arena) ParseObject(data []byte, lim Limits) (Value, error) {
	return parseObject(data, "", lim, a)
}

// ParseObjectString is the package's ParseObjectString with the arena's storage.
func (a *Arena) ParseObjectString(text string, lim Limits) (Value, error) {
	return parseObject(nil, text, lim, a)
}

// NewObject is the package's NewObject with the arena's storage for the container, for a caller
// that builds requests instead of parsing them (a CSV row, say): the object is valid until
// Reset, like a parsed one, and members must not change until then. A nil *Arena allocates as
// NewObject does.
func (a *Arena) NewObject(members ...Member) Value {
	if a == nil {
		return NewObject(members...)
	}
	if a.usedLists == cap(a.lists) {
		if cap(a.lists) >= arenaLists {
			return NewObject(members...)
		}
		// Objects built before keep the old storage alive for as long as they are used; Reset
		// clears the new storage only, which is all that is kept.
		a.lists = make([]list, 0, min(max(8, 2*cap(a.lists)), arenaLists))
		a.usedLists = 0
	}
	l := &a.lists[:a.usedLists+1][a.usedLists]
	a.usedLists++
	l.members = members
	return Value{kind: Object, list: l}
}

// Reset makes the storage of every value parsed since the last Reset available again. Those
// values must no longer be used.
func (a *Arena) Reset() {
	clear(a.members[:a.usedMembers])
	clear(a.lists[:a.usedLists])
	a.usedMembers, a.usedLists = 0, 0
}

// The most members and containers an arena keeps: what a larger input needs beyond them it
// allocates as a parse without an arena does.
const (
	arenaMembers = 1024
	arenaLists   = 256
)

// lend gives p the arena's free storage, first sized (when nothing is in use) for every member
// and container src can hold.
func (a *Arena) lend(p *parser) {
	if a.usedMembers == 0 {
		if need := min(strings.Count(p.src, ":"), arenaMembers); cap(a.members) < need {
			a.members = make([]Member, 0, need)
		}
	}
	if a.usedLists == 0 {
		if need := min(strings.Count(p.src, "{")+strings.Count(p.src, "["), arenaLists); cap(a.lists) < need {
			a.lists = make([]list, 0, need)
		}
	}
	// Never nil, so that the parser's own first-slab sizing (reserve) is skipped: the arena's
	// slab is the first one.
	p.slab = a.members[a.usedMembers:a.usedMembers:cap(a.members)]
	p.lists = a.lists[a.usedLists:a.usedLists:cap(a.lists)]
	if p.slab == nil {
		p.slab = []Member{}
	}
	if p.lists == nil {
		p.lists = []list{}
	}
}

// takeBack records how much of the lent storage p filled: all of it when p went on in storage
// of its own.
func (a *Arena) takeBack(p *parser) {
	if p.spilledMembers {
		a.usedMembers = cap(a.members)
	} else {
		a.usedMembers += len(p.slab)
	}
	if p.spilledLists {
		a.usedLists = cap(a.lists)
	} else {
		a.usedLists += len(p.lists)
	}
}
