// Tests of the ES module under Node: loading, the shapes it returns, and its errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, PreflightError, verdict, blocking } from "../preflight.js";

const preflight = await load();

test("each load is an instance of its own, and none sets a global", async () => {
  const other = await load();
  assert.notEqual(other, preflight);
  assert.equal(globalThis.preflight, undefined);
  assert.deepEqual(Object.keys(globalThis).filter((k) => k.startsWith("__preflight")), []);
  // Both answer, interleaved: neither took over the other's program.
  for (let i = 0; i < 3; i++) {
    assert.equal(preflight.validate("fiat/create-payout", {}).errors[0].id, "payout.beneficiary-missing");
    assert.equal(other.catalog().length, preflight.catalog().length);
  }
});

test("the idle-time warm-up can be sized or turned off, and answers the same either way", async () => {
  const cold = await load({ warm: 0 });
  const small = await load({ warm: 10 });
  const bad = await load({ warm: "many" }); // unreadable counts as none, never as an error
  const payout = { payment_method: "LOCAL" };
  const want = preflight.validateJSON("fiat/create-payout", payout);
  for (const pf of [cold, small, bad]) {
    assert.equal(pf.validateJSON("fiat/create-payout", payout), want);
  }
  await new Promise((resolve) => setTimeout(resolve, 50)); // the warm-up tasks run and finish
  assert.equal(small.validateJSON("fiat/create-payout", payout), want);
});

test("the classic build still sets globalThis.preflight when no loader registers it", async () => {
  const { readFile } = await import("node:fs/promises");
  const go = new globalThis.Go();
  const bytes = await readFile(new URL("../preflight.wasm", import.meta.url));
  const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
  go.run(instance);
  try {
    assert.equal(typeof globalThis.preflight?.validate, "function");
    assert.match(globalThis.preflight.validate("fiat/create-payout", "{}"), /"valid": false/);
  } finally {
    delete globalThis.preflight;
  }
});

test("validate returns the report of a request given as an object or as JSON text", () => {
  const fromObject = preflight.validate("fiat/create-payout", {});
  const fromText = preflight.validate("fiat/create-payout", "{}");
  assert.deepEqual(fromObject, fromText);
  assert.equal(fromObject.operation, "fiat/create-payout");
  assert.equal(fromObject.valid, false);
  assert.equal(fromObject.errors[0].id, "payout.beneficiary-missing");
  assert.equal(fromObject.errors[0].message, "neither beneficiary_id nor beneficiary can be empty");
});

test("one call's request, facts and report never leak into the next (the buffers are reused)", async () => {
  const { readFile } = await import("node:fs/promises");
  const payout = JSON.parse(await readFile(new URL("./typical-payout.json", import.meta.url), "utf8"));
  const op = "fiat/create-payout";
  // Longer than the program's first encoding buffer (4 KB) and outside ASCII, with an unknown
  // currency after it: the report names it only if the whole text reached Go.
  const long = { ...payout, reference: "é€😀".repeat(3000), payment_currency: "ZZZ" };
  const bytes = new TextEncoder().encode(JSON.stringify(long));
  // Over the 64 KB the program keeps between calls: its buffers are let go after the call.
  const huge = { ...payout, reference: "é€😀".repeat(25000), payment_currency: "ZZZ" };
  const expected = new Map();
  for (const [name, input, facts] of [
    ["valid", payout],
    ["long", long],
    ["bytes", bytes],
    ["empty", {}],
    ["facts", payout, { balances: { USD: "1.00" } }],
    ["huge", huge],
    ["huge bytes", new TextEncoder().encode(JSON.stringify(huge))],
  ]) {
    expected.set(name, preflight.validateJSON(op, input, facts));
  }
  assert.notEqual(expected.get("facts"), expected.get("valid")); // the balance is short
  assert.equal(expected.get("long"), expected.get("bytes"));
  assert.match(expected.get("long"), /ZZZ/);
  assert.equal(expected.get("huge"), expected.get("huge bytes"));
  assert.match(expected.get("huge"), /ZZZ/);
  assert.ok(JSON.parse(expected.get("valid")).valid);
  // Every order of long and short inputs gives each its own report, byte for byte.
  for (const order of [["long", "valid", "empty", "facts", "bytes"], ["empty", "long", "facts", "valid", "long"], ["huge", "valid", "huge", "long"]]) {
    for (const name of order) {
      const input = { valid: payout, long, bytes, empty: {}, facts: payout, huge }[name];
      const facts = name === "facts" ? { balances: { USD: "1.00" } } : undefined;
      assert.equal(preflight.validateJSON(op, input, facts), expected.get(name), name);
    }
  }
  // A validate made while the program reads another call's request or facts (from their toJSON)
  // gets buffers of its own: both reports are right. From the facts, the outer request is read
  // already and would be overwritten if the buffers were shared.
  let inner;
  const nested = (value) => ({
    toJSON() {
      inner = preflight.validateJSON(op, long);
      return value;
    },
  });
  assert.equal(preflight.validateJSON(op, nested(payout)), expected.get("valid"));
  assert.equal(inner, expected.get("long"));
  inner = undefined;
  assert.equal(preflight.validateJSON(op, payout, nested({ balances: { USD: "1.00" } })), expected.get("facts"));
  assert.equal(inner, expected.get("long"));
});

test("validateJSON returns the command's exact bytes", () => {
  const text = preflight.validateJSON("fiat/create-payout", "{}");
  assert.ok(text.startsWith('{\n  "operation": "fiat/create-payout",\n'));
  assert.ok(text.endsWith("}\n"));
});

test("a request that is not an object is a finding, not an exception", () => {
  for (const input of ["[1]", "not json", 42, null, undefined]) {
    const report = preflight.validate("fiat/create-payout", input);
    assert.equal(report.valid, false, `input ${input}`);
  }
});

test("every finding carries a reason; a prediction warns by default and is an error with strict", () => {
  const nokSwift = "{\n  \"beneficiary\": {\n    \"entity_type\": \"individual\",\n    \"first_name\": \"Ola\",\n    \"last_name\": \"Nordmann\",\n    \"account_holder\": \"Ola Nordmann\",\n    \"clearing_system\": \"SWIFT\",\n    \"iban\": \"NO9386011117947\",\n    \"swift_code\": \"DNBANOKK\",\n    \"bank_name\": \"DNB Bank\",\n    \"bank_address\": \"Dronning Eufemias gate 30, Oslo\",\n    \"address\": {\n      \"country\": \"NO\",\n      \"city\": \"Oslo\",\n      \"street_address\": \"Dronning Eufemias gate 30\",\n      \"postal_code\": \"0191\"\n    }\n  },\n  \"payout_date\": \"2026-11-23\",\n  \"purpose_code\": \"SALARY\",\n  \"payment_method\": \"SWIFT\",\n  \"payment_amount\": \"100.00\",\n  \"payment_currency\": \"NOK\",\n  \"receiving_amount\": \"100.00\",\n  \"receiving_currency\": \"NOK\",\n  \"reference\": \"Invoice 42\",\n  \"fee_paid_by\": \"SHARED\"\n}";
  const report = preflight.validate("fiat/create-payout", nokSwift);
  assert.equal(report.valid, true);
  const prediction = report.warnings.find((w) => w.predicts);
  assert.ok(prediction, "a warning that predicts an entry");
  assert.equal(prediction.predicts, prediction.id);
  assert.equal(prediction.action, "WARN");
  assert.equal(prediction.reason.code, "corridor.unknown");
  assert.ok(prediction.reason.text.length > 0);
  const strict = preflight.validate("fiat/create-payout", nokSwift, undefined, { strict: true });
  assert.equal(strict.valid, false);
  assert.ok(strict.errors.some((e) => e.id === prediction.id && e.reason.code === "corridor.unknown"));
  for (const e of preflight.validate("fiat/create-payout", {}).errors) assert.ok(e.reason.code && e.reason.text, e.id);
});

test("verdict and blocking: errors refuse, predictions likely refuse and block by default, advice never does", async () => {
  const { readFile } = await import("node:fs/promises");
  const payout = JSON.parse(await readFile(new URL("./typical-payout.json", import.meta.url), "utf8"));
  const op = "fiat/create-payout";
  const valid = preflight.validate(op, payout);
  assert.equal(verdict(valid), "valid");
  assert.deepEqual(blocking(valid), []);

  // The cases: three decimals in USD, and an ABA routing code that is not 9 digits.
  for (const changed of [
    { ...payout, receiving_amount: "100.005", payment_amount: "100.005" },
    { ...payout, beneficiary: { ...payout.beneficiary, routing_code_value1: "01100001X" } },
  ]) {
    const report = preflight.validate(op, changed);
    assert.equal(report.valid, true, "a prediction is not an error");
    assert.equal(verdict(report), "likely-refused");
    const stop = blocking(report);
    assert.ok(stop.length > 0 && stop.every((w) => w.predicts === w.id && w.action === "WARN"));
    assert.deepEqual(blocking(report, { predictionsBlock: false }), [], "errors-only lets it through");
    assert.deepEqual(blocking(report, { predictionsBlock: true }), stop);
    // With strict the prediction is an error, and the verdict follows.
    assert.equal(verdict(preflight.validate(op, changed, undefined, { strict: true })), "refused");
  }

  // Advice that predicts nothing (a display-order control in the reference) stays advice.
  const advised = preflight.validate(op, { ...payout, reference: "Invoice \u202e42" });
  assert.ok(advised.warnings.length > 0 && advised.warnings.every((w) => !w.predicts));
  assert.equal(verdict(advised), "valid");
  assert.deepEqual(blocking(advised), []);

  // Errors refuse; blocking lists them first, then the predictions.
  const both = preflight.validate(op, { ...payout, receiving_amount: "100.005", beneficiary: { ...payout.beneficiary, account_number: "12-AB" } });
  assert.equal(verdict(both), "refused");
  assert.deepEqual(blocking(both), [...both.errors, ...both.warnings.filter((w) => w.predicts)]);
  assert.deepEqual(blocking(both, { predictionsBlock: false }), both.errors);
});

test("an unknown operation throws PreflightError", () => {
  assert.throws(() => preflight.validate("fiat/nope", {}), (err) => err instanceof PreflightError && /unknown operation "fiat\/nope"/.test(err.message));
});

test("facts that cannot be read throw PreflightError", () => {
  assert.throws(() => preflight.validate("fiat/create-payout", {}, { no_such_section: 1 }), PreflightError);
});

test("classify identifies a platform response", () => {
  const res = preflight.classify("fiat/create-payout", 400, { code: 400, message: "neither beneficiary_id nor beneficiary can be empty" });
  assert.equal(res.matched, true);
  assert.equal(res.id, "payout.beneficiary-missing");
  assert.equal(res.action, "CHK");
});

test("classify gives the operator report for LATER, with secrets redacted", () => {
  const res = preflight.classify("fiat/create-payout", 502, '{"message":"bad gateway","api_key":"sk_live_abc"}', { responseId: "r-1", requestTime: "2026-11-22T10:00:00Z" });
  assert.equal(res.action, "LATER");
  assert.equal(res.operator_report.x_response_id, "r-1");
  assert.ok(!res.operator_report.response.includes("sk_live_abc"));
});

test("classify refuses a status that is not an HTTP status", () => {
  for (const status of ["400", Number.NaN, 99, 600, 400.5]) {
    assert.throws(() => preflight.classify("fiat/create-payout", status, "{}"), PreflightError, `status ${status}`);
  }
});

test("catalog lists every entry", () => {
  const entries = preflight.catalog();
  assert.equal(entries.length, 226);
  assert.ok(entries.every((e) => e.id && e.message && e.action));
});

test("requirements lists every corridor, and one corridor's fields for a form", () => {
  const all = preflight.requirements();
  assert.ok(all.length >= 10);
  assert.deepEqual(preflight.requirements({}), all);
  const [ach, ...rest] = preflight.requirements({ country: "US", currency: "USD", payment_method: "LOCAL", clearing_system: "ach", entity_type: "individual" });
  assert.equal(rest.length, 0);
  assert.equal(ach.corridor, "USD-ACH");
  const type1 = ach.beneficiary.find((f) => f.field === "routing_code_type1");
  assert.deepEqual(type1.format.allowed, ["ach"]);
  assert.ok(ach.payout.some((f) => f.field === "receiving_amount" && f.required));
});

test("requirements answers [] for a corridor that does not exist, and refuses a bad query", () => {
  assert.deepEqual(preflight.requirements({ currency: "XXX" }), []);
  assert.throws(() => preflight.requirements({ currency: 840 }), PreflightError);
  assert.throws(() => preflight.requirements({ entity_type: "robot" }), PreflightError);
  assert.throws(() => preflight.requirements("[]"), PreflightError);
});

test("the requirements of a corridor build a request the rules accept", () => {
  const [ach] = preflight.requirements({ currency: "USD", clearing_system: "ACH", entity_type: "individual" });
  const request = {};
  const set = (path, value) => {
    const parts = path.split(".");
    let o = request;
    for (const p of parts.slice(0, -1)) o = o[p] ??= {};
    o[parts.at(-1)] = value;
  };
  for (const f of ach.payout) if (f.required) set(f.field, f.format.example);
  for (const f of ach.beneficiary) if (f.required && !f.when) set("beneficiary." + f.field, f.format.example);
  set("beneficiary.address.country", "US");
  set("payment_method", "LOCAL");
  const report = preflight.validate("fiat/create-payout", request);
  assert.deepEqual(report.errors, [], JSON.stringify(request));
});

test("load takes the precompressed copies: .gz and .br by file, and from a server that sends them as files or as application/wasm", async () => {
  const { createServer } = await import("node:http");
  const { readFile } = await import("node:fs/promises");
  const want = preflight.validateJSON("fiat/create-payout", {});
  for (const name of ["preflight.wasm.gz", "preflight.wasm.br"]) {
    const pf = await load({ wasm: new URL(`../${name}`, import.meta.url), warm: 0 });
    assert.equal(pf.validateJSON("fiat/create-payout", {}), want, name);
  }
  const types = { "preflight.wasm": "application/wasm", "preflight.wasm.gz": "application/gzip", "preflight.wasm.br": "application/octet-stream" };
  const server = createServer(async (req, res) => {
    const name = req.url.slice(1);
    res.writeHead(200, { "content-type": types[name] });
    res.end(await readFile(new URL(`../${name}`, import.meta.url)));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const base = `http://127.0.0.1:${server.address().port}/`;
    for (const name of ["preflight.wasm", "preflight.wasm.gz"]) {
      const pf = await load({ wasm: base + name, warm: 0 });
      assert.equal(pf.validateJSON("fiat/create-payout", {}), want, name);
    }
    // Brotli by DecompressionStream is newer than gzip: a runtime without it says what to do.
    try {
      const pf = await load({ wasm: base + "preflight.wasm.br", warm: 0 });
      assert.equal(pf.validateJSON("fiat/create-payout", {}), want);
    } catch (err) {
      assert.ok(err instanceof PreflightError && /cannot inflate brotli/.test(err.message), String(err));
    }
  } finally {
    server.close();
  }
});

test("a load that fails rejects, and a later load may try again", async () => {
  const missing = new URL("./no-such.wasm", import.meta.url);
  await assert.rejects(load({ wasm: missing }), /ENOENT/);
  await assert.rejects(load({ wasm: missing }), /ENOENT/); // not a cached failure
  assert.equal((await load()).validate("fiat/create-payout", {}).valid, false);
});
