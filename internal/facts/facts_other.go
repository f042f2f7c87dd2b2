//go:build !js

package facts

// fail records a problem at path.
func (d *decoder) fail(path, problem string) { d.record(path, problem) }
