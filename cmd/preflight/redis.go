package main

import (
	"crypto/x509"
	"os"

	"github.com/redis/go-redis/v9"
)

// redisClient builds the client of the Redis URL given with the flag named flagName (webhook
// listen's --redis, the proxy's --ledger): the password from the variable passEnv (never a flag:
// argv is in every process list), the certificate authorities of caFile for rediss://. It
// returns a usage message when the flags cannot make one.
func redisClient(getenv func(string) string, flagName, url, passEnv, caFile string, warn func(string)) (*redis.Client, string) {
	opts, err := redis.ParseURL(url)
	if err != nil {
		return nil, flagName + ": " + err.Error()
	}
	switch {
	case passEnv != "" && opts.Password != "":
		return nil, "the Redis password is in the Redis URL and in --redis-password-env: give it once, in the variable"
	case passEnv != "":
		if opts.Password = getenv(passEnv); opts.Password == "" {
			return nil, "environment variable " + passEnv + " is unset or empty"
		}
	case opts.Password != "":
		warn("the Redis password is in the Redis URL, which every process list shows: use --redis-password-env")
	}
	if caFile != "" {
		if opts.TLSConfig == nil {
			return nil, "--redis-ca needs a rediss:// URL"
		}
		pem, err := os.ReadFile(caFile)
		if err != nil {
			return nil, "--redis-ca: " + err.Error()
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, "--redis-ca: " + caFile + " holds no PEM certificate"
		}
		opts.TLSConfig.RootCAs = pool
	}
	return redis.NewClient(opts), ""
}
