// Run in a scratch project where the packed tarball is installed: the package as a Node user
// takes it, by its name, with the WASM found beside the module.
import { readFile } from "node:fs/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createRequire } from "node:module";
import { load, verdict, PreflightError } from "@preflightpay/preflight";

const a = await load();
const b = await load();
const report = a.validate("fiat/create-payout", {});
let unknown = "";
try {
  b.validate("fiat/nope", {});
} catch (err) {
  if (err instanceof PreflightError) unknown = err.message;
}
// The precompressed copies are the same build.
const dir = new URL(".", new URL(createRequire(import.meta.url).resolve("@preflightpay/preflight/package.json"), "file:"));
const [wasm, br, gz] = await Promise.all(["preflight.wasm", "preflight.wasm.br", "preflight.wasm.gz"].map((f) => readFile(new URL(f, dir))));
console.log(JSON.stringify({
  compressed: brotliDecompressSync(br).equals(wasm) && gunzipSync(gz).equals(wasm),
  verdict: verdict(report),
  first: report.errors[0].id,
  separate: a !== b,
  global: typeof globalThis.preflight,
  corridors: b.requirements({ country: "DE" }).map((r) => r.corridor),
  unknown,
}));
