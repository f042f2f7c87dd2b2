// The proxy's end-to-end client in Node's fetch: see client.sh for the environment and lines.
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";

const { PROXY, MOCK, INVALID, VALID, KEY } = process.env;
const invalid = readFileSync(INVALID), valid = readFileSync(VALID);

async function post(url, body, headers = {}) {
  const res = await fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } });
  return { status: res.status, refused: res.headers.get("preflight-refused") ?? "-", body: await res.text() };
}
const fault = (entry, count) => post(`${MOCK}/_mock/faults`, JSON.stringify({ "fiat/create-payout": { entry, count } }));

let r = await post(`${PROXY}/v1/payouts`, invalid, { "x-api-key": "k" });
console.log(`refused ${r.status} ${r.refused} ${r.body}`);
r = await post(`${PROXY}/v1/payouts`, valid, { "x-api-key": "k", "Idempotency-Key": `${KEY}-valid` });
console.log(`valid ${r.status} ${r.refused}`);
await fault("payout.create-failed-retry", 2);
r = await post(`${PROXY}/v1/payouts`, valid, { "x-api-key": "k", "Idempotency-Key": `${KEY}-later` });
console.log(`later ${r.status} ${r.refused}`);
await fault("fiat.idempotency-payload-mismatch", 1);
r = await post(`${PROXY}/v1/payouts`, valid, { "x-api-key": "k", "Idempotency-Key": `${KEY}-dup` });
console.log(`dup ${r.status} ${r.refused} ${r.body}`);
r = await post(`${PROXY}/_preflight/check/fiat/create-payout`, invalid);
console.log(`check ${r.status} ${createHash("sha256").update(r.body).digest("hex")}`);
