"""The proxy's end-to-end client in Python's urllib: see client.sh for the environment and lines."""
import hashlib
import json
import os
import urllib.error
import urllib.request

env = os.environ
invalid = open(env["INVALID"], "rb").read()
valid = open(env["VALID"], "rb").read()


def post(url, body, headers=None):
    req = urllib.request.Request(url, data=body, method="POST",
                                 headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=30) as res:
            return res.status, res.headers.get("Preflight-Refused", "-"), res.read()
    except urllib.error.HTTPError as err:  # urllib raises on 4xx and 5xx; the answer is in it
        return err.code, err.headers.get("Preflight-Refused", "-"), err.read()


def fault(entry, count):
    post(env["MOCK"] + "/_mock/faults", json.dumps({"fiat/create-payout": {"entry": entry, "count": count}}).encode())


proxy, key = env["PROXY"], env["KEY"]
s, r, b = post(proxy + "/v1/payouts", invalid, {"x-api-key": "k"})
print(f"refused {s} {r} {b.decode()}")
s, r, b = post(proxy + "/v1/payouts", valid, {"x-api-key": "k", "Idempotency-Key": key + "-valid"})
print(f"valid {s} {r}")
fault("payout.create-failed-retry", 2)
s, r, b = post(proxy + "/v1/payouts", valid, {"x-api-key": "k", "Idempotency-Key": key + "-later"})
print(f"later {s} {r}")
fault("fiat.idempotency-payload-mismatch", 1)
s, r, b = post(proxy + "/v1/payouts", valid, {"x-api-key": "k", "Idempotency-Key": key + "-dup"})
print(f"dup {s} {r} {b.decode()}")
s, r, b = post(proxy + "/_preflight/check/fiat/create-payout", invalid)
print(f"check {s} {hashlib.sha256(b).hexdigest()}")
