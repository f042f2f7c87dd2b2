package errcatalog

// ServerOnly reports whether id is an entry that no rule of preflight can produce before the
// request is sent, and why: a failure inside the platform (LATER), or a condition that depends
// on data only the platform holds and that no fact describes.
func ServerOnly(id ID) (reason string, ok bool) {
	for _, m := range []map[ID]string{serverOnlyCommon, serverOnlyRamp, serverOnlyLedger, serverOnlyPayout} {
		if r, found := m[id]; found {
			return r, true
		}
	}
	return "", false
}
