//go:build !js

package operation

// named builds a group of inputs.
func named(in string, names []string) []Input { return group(in, names) }
