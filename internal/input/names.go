package input

// Names is a fixed set of member names that a decoder reads from one object. Gather finds them
// all in one pass over the object's members, where one Get per name would search the members
// once for each: a payout's decoders read about thirty names, most of them present.
type Names struct {
	names []string
	// slots is an open-addressing table of indexes into names (plus one; 0 is an empty slot),
	// at most a quarter full so that a look-up costs one hash and, nearly always, one
	// comparison.
	slots []uint8
	mask  uint32
}

// maxNames bounds a set: indexes into names are kept in bytes.
const maxNames = 255

// NewNames builds the set of names, whose positions are their indexes in Gather's result. It
// panics on more than 255 names or a name given twice: sets are built once, when a package
// loads, from constants.
func NewNames(names ...string) *Names {
	if len(names) > maxNames {
		panic("input.NewNames: more than 255 names")
	}
	size := 8
	for size < 4*len(names) {
		size *= 2
	}
	n := &Names{names: names, slots: make([]uint8, size), mask: uint32(size - 1)}
	for i, name := range names {
		if _, dup := n.Index(name); dup {
			panic("input.NewNames: " + name + " given twice")
		}
		h := hashName(name) & n.mask
		for n.slots[h] != 0 {
			h = (h + 1) & n.mask
		}
		n.slots[h] = uint8(i + 1)
	}
	return n
}

// Len is the number of names.
func (n *Names) Len() int { return len(n.names) }

// Index returns the position of name in the set.
func (n *Names) Index(name string) (int, bool) {
	for h := hashName(name) & n.mask; n.slots[h] != 0; h = (h + 1) & n.mask {
		if i := int(n.slots[h]) - 1; n.names[i] == name {
			return i, true
		}
	}
	return 0, false
}

// hashName mixes a name's length with its first, middle and last bytes: a few operations
// whatever its length, which is what a look-up per member of every request can afford. Names
// that share all four only probe further (routing_code_type1 and routing_code_type2 differ in
// the last byte); the table is at most a quarter full.
func hashName(s string) uint32 {
	n := uint32(len(s))
	if n == 0 {
		return 0
	}
	h := n*0x9E3779B1 ^ uint32(s[0])<<16 ^ uint32(s[n/2])<<8 ^ uint32(s[n-1])
	return h ^ h>>15*0x85EBCA6B
}

// Gather sets out[i] to obj's member named by the set's i-th name, as Get would (the first
// member of that name), and to the zero Value where obj has none or is not an object. out must
// hold Len values.
func (n *Names) Gather(obj Value, out []Value) {
	out = out[:len(n.names)]
	clear(out)
	var found [(maxNames + 63) / 64]uint64
	for _, m := range obj.Members() {
		i, ok := n.Index(m.Key)
		if !ok || found[i/64]&(1<<(i%64)) != 0 {
			continue
		}
		found[i/64] |= 1 << (i % 64)
		out[i] = m.Value
	}
}
