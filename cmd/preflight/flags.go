package main

import (
	"errors"
	"flag"
	"strings"
	"time"
)

// durationFlag defines a duration flag like fs.Duration, whose error for a number without a unit
// says what to write: "--tolerance 300" is 300 what? time.ParseDuration's "missing unit in
// duration" leaves a person guessing between seconds and milliseconds.
func durationFlag(fs *flag.FlagSet, name string, value time.Duration, usage string) *time.Duration {
	d := new(time.Duration)
	*d = value
	fs.Func(name, usage+" (a number with a unit: 300s, 5m, 1h)", func(s string) error {
		v, err := parseDuration(s)
		if err == nil {
			*d = v
		}
		return err
	})
	return d
}

func parseDuration(s string) (time.Duration, error) {
	v, err := time.ParseDuration(s)
	if err == nil {
		return v, nil
	}
	if s != "" && strings.Trim(s, "0123456789.") == "" {
		return 0, errors.New(s + " has no unit: write " + s + "s for seconds or " + s + "m for minutes")
	}
	return 0, errors.New("not a duration such as 300s, 5m or 1h")
}
