// Prism (@stoplight/prism-cli) mocks docs/openapi.json: for a few operations it answers the
// documented examples, including an exact error body chosen with Prefer: example=<entry id>, and
// it refuses a request that the document's own schemas refuse. Run by scripts/test-openapi.sh
// with PRISM (the prism binary) and PRISM_PORT set.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const docPath = join(root, "docs", "openapi.json");
const doc = JSON.parse(readFileSync(docPath, "utf8"));
const base = `http://127.0.0.1:${process.env.PRISM_PORT}`;
let prism;

before(async () => {
  prism = spawn(process.env.PRISM, ["mock", "--host", "127.0.0.1", "--port", process.env.PRISM_PORT, docPath], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Prism did not start within 30 s:\n" + log)), 30_000);
    const read = (chunk) => {
      log += chunk;
      if (log.includes("Prism is listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout.on("data", read);
    prism.stderr.on("data", read);
    prism.on("exit", (code) => { clearTimeout(timer); reject(new Error(`Prism exited (${code}):\n${log}`)); });
  });
});

after(() => prism?.kill());

// operation finds an operation of the document by its operationId.
function operation(id) {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op.operationId === id) return { path, method: method.toUpperCase(), op };
    }
  }
  throw new Error(`no operation ${id}`);
}

// validBody is the request of the operation's first valid golden case: a body the document accepts.
function validBody(name) {
  const dir = join(root, "testdata", "golden", name);
  for (const c of readdirSync(dir).sort()) {
    const report = JSON.parse(readFileSync(join(dir, c, "report.json"), "utf8"));
    if (report.valid && !existsSync(join(dir, c, "facts.json"))) return readFileSync(join(dir, c, "request.json"), "utf8");
  }
  throw new Error(`no valid golden case for ${name}`);
}

function example(name) {
  return doc.components.examples[name];
}

// The exact bodies: an entry's example, chosen by its name, comes back byte for byte as the
// document holds it (and the document holds what the mock and preflight check answer).
for (const [id, status, entry] of [
  ["fiat.create-payout", 400, "payout.routing-type-ach"],
  ["fiat.create-payout", 500, "server.internal-error"],
  ["ramp.create-address-book", 400, "ramp.invalid-address-format"],
  ["ramp.create-transfer", 400, "ramp.transfer.invalid-parameter"],
]) {
  test(`${id}: Prefer: code=${status}, example=${entry} answers the entry's exact body`, async () => {
    const { path, method, op } = operation(id);
    const res = await fetch(base + path, {
      method,
      headers: { "content-type": "application/json", prefer: `code=${status}, example=${entry}` },
      body: validBody(op["x-preflight-operation"]),
    });
    const body = await res.text();
    assert.equal(res.status, status, body);
    assert.equal(body, JSON.stringify(example(entry).value));
    assert.equal(example(entry)["x-preflight-entry"], entry);
    assert.ok(res.headers.get("x-response-id"), "no x-response-id");
  });
}

test("fiat.list-balances: a success answers 200 with x-response-id", async () => {
  const res = await fetch(base + "/v1/balances");
  assert.equal(res.status, 200);
  assert.ok(res.headers.get("x-response-id"));
});

test("fiat.list-transfers: page_size=500 breaks the document's bound, and Prism says so", async () => {
  const res = await fetch(base + "/v1/transfer?page_size=500");
  assert.ok(res.status >= 400, `status ${res.status}`);
  assert.match(res.headers.get("sl-violations") ?? "", /page_size/);
});

test("fiat.create-payout: a body the document refuses is answered with the operation's invalid request", async () => {
  const res = await fetch(base + "/v1/payouts", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  assert.equal(res.status, 400);
  assert.equal(await res.text(), JSON.stringify(example("fiat.invalid-request").value));
  assert.match(res.headers.get("sl-violations") ?? "", /beneficiary/);
});
