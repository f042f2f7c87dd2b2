// Measures validate on a typical payout from JavaScript under Node: the ES module's call as an
// application makes it (object in, report object out) and the raw call (JSON text in and out).
//
//   node latency.mjs [WASM] [CALLS]
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { load } from "../preflight.js";

const [wasmPath, callsArg] = process.argv.slice(2);
const calls = Number(callsArg ?? 20000);
const t0 = performance.now();
const preflight = await load(wasmPath ? { wasm: pathToFileURL(wasmPath) } : {});
const loadMs = performance.now() - t0;
const payout = JSON.parse(await readFile(new URL("./typical-payout.json", import.meta.url), "utf8"));
const payoutText = JSON.stringify(payout);

function measure(name, f) {
  for (let i = 0; i < 2000; i++) f(); // warm up: the engine tiers the WASM up
  const samples = new Float64Array(calls);
  for (let i = 0; i < calls; i++) {
    const start = process.hrtime.bigint();
    f();
    samples[i] = Number(process.hrtime.bigint() - start) / 1e6;
  }
  samples.sort();
  const at = (q) => samples[Math.min(calls - 1, Math.floor(q * calls))];
  const mean = samples.reduce((a, b) => a + b, 0) / calls;
  const us = (ms) => (ms * 1000).toFixed(1).padStart(7) + " µs";
  console.log(`${name.padEnd(44)} median ${us(at(0.5))}  p95 ${us(at(0.95))}  p99 ${us(at(0.99))}  mean ${us(mean)}`);
}

const report = preflight.validate("fiat/create-payout", payout);
console.log(`node ${process.version}, ${calls} calls each; load ${loadMs.toFixed(0)} ms; typical payout: ${report.errors.length} errors`);
measure("validate(op, object) -> report object", () => preflight.validate("fiat/create-payout", payout));
measure("validateJSON(op, JSON text) -> JSON text", () => preflight.validateJSON("fiat/create-payout", payoutText));
