package chainaddr

import "errors"

// The error categories. Every error this package returns is an *Error whose
// Unwrap gives exactly one of these, so callers branch with errors.Is and read
// the detail with errors.As.
var (
	// ErrUnsupportedNetwork: the network name is not in the table. The address
	// was not looked at.
	ErrUnsupportedNetwork = errors.New("unsupported network")
	// ErrFormat: the address is malformed for the network's format: wrong
	// length, prefix, alphabet, case, witness version or program length.
	ErrFormat = errors.New("malformed address")
	// ErrChecksum: the address is well formed but its checksum does not
	// match (EIP-55 mixed case, base58check, bech32/bech32m). Usually a typo.
	ErrChecksum = errors.New("address checksum mismatch")
	// ErrWrongNetwork: a valid address, checksum included, of a sibling
	// network the format can tell apart, such as Bitcoin testnet or regtest.
	ErrWrongNetwork = errors.New("address of another network")
)

// public gives a format function's result as the exported parsers return it: the zero value with
// the error, and a nil error interface on success rather than one holding a nil *Error.
func public[T any](v T, err *Error) (T, error) {
	if err != nil {
		var zero T
		return zero, err
	}
	return v, nil
}

// Error describes why an address was refused.
type Error struct {
	// Network is the canonical network name (see Networks) when the check
	// ran through Validate, the format family name ("EVM", "Bitcoin",
	// "Tron", "Solana") when a format function was called directly, and the
	// caller's text when the network is unsupported.
	Network string
	// Kind is one of ErrUnsupportedNetwork, ErrFormat, ErrChecksum and
	// ErrWrongNetwork.
	Kind error
	// Reason says, in a few words, which rule failed.
	Reason string
}

// Error gives "chainaddr: NETWORK: KIND: REASON". The address itself is left
// out so that arbitrary input is never echoed back.
func (e *Error) Error() string {
	kind := "invalid address"
	if e.Kind != nil {
		kind = e.Kind.Error()
	}
	return "chainaddr: " + e.Network + ": " + kind + ": " + e.Reason
}

// Unwrap returns the category sentinel.
func (e *Error) Unwrap() error { return e.Kind }

func fail(network string, kind error, reason string) *Error {
	return &Error{Network: network, Kind: kind, Reason: reason}
}
