//go:build !js

package input

// fail records the error for byte c and stops the scan.
func (s *jsonScanner) fail(c byte, context string) bool { return s.stop(c, context) }
