// Prints, as one JSON array, what the WASM build's validate returns for every golden case under
// a directory: [{"case": "fiat/create-payout/beneficiary-missing", "output": "..."}]. The Go
// test web/e2e TestParity compares each output with the command's bytes.
//
//   node parity.mjs GOLDEN_DIR [WASM [WASM_EXEC_JS]]
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { load } from "../preflight.js";

const [goldenDir, wasmPath, wasmExecPath] = process.argv.slice(2);
const preflight = await load({
  wasm: wasmPath && pathToFileURL(wasmPath),
  wasmExec: wasmExecPath && pathToFileURL(wasmExecPath),
});

async function* cases(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === "request.json")) {
    yield dir;
    return;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) yield* cases(join(dir, e.name));
  }
}

async function optional(path) {
  try {
    return await readFile(path);
  } catch (err) {
    if (err.code === "ENOENT") return undefined;
    throw err;
  }
}

const out = [];
for await (const dir of cases(goldenDir)) {
  const name = relative(goldenDir, dir).split(sep).join("/");
  const op = name.split("/").slice(0, 2).join("/");
  // Bytes, not strings: a case may hold bytes that are not UTF-8, and parity is byte for byte.
  const request = new Uint8Array(await readFile(join(dir, "request.json")));
  const facts = await optional(join(dir, "facts.json"));
  out.push({ case: name, output: preflight.validateJSON(op, request, facts && new Uint8Array(facts)) });
}
process.stdout.write(JSON.stringify(out));
