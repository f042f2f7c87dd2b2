// Tests of the ES module under Node: loading, the shapes it returns, and its errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, PreflightError } from "../preflight.js";

const preflight = await load();

test("load returns the same API every time", async () => {
  assert.equal(await load(), preflight);
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
