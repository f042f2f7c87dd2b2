package errcatalog

// Error is one catalog entry raised against one field of a request, with the values filled into
// its message. It unwraps to the entry's action sentinel, so errors.Is(err, ErrFix) answers
// "should I correct the request?" and errors.As gives the entry and field.
type Error struct {
	ID     ID
	Field  string   // JSON path of the offending input; "" for the request as a whole
	Params []string // values filled into the message's "%s" places, in order
}

// Entry returns the catalog entry.
func (e *Error) Entry() *Entry { return Get(e.ID) }

// Error returns the platform's message, filled in.
func (e *Error) Error() string { return Fill(entries[e.ID].Message, e.Params) }

// Unwrap returns the action's sentinel.
func (e *Error) Unwrap() error { return entries[e.ID].Action.Err() }
