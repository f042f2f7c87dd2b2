// preflight: the platform's request checks, in the browser and in Node.
//
//   import { load } from "@preflightpay/preflight";
//   const pf = await load({ wasm: new URL("/assets/preflight.wasm", location.href) });
//   const report = pf.validate("fiat/create-payout", payout);
//   verdict(report);   // "valid", "likely-refused" (predictions only) or "refused" (errors)
//   blocking(report);  // what stands between the form and sending; predictions block by default
//
// load() fetches preflight.wasm and Go's wasm_exec.js from beside this module unless told
// otherwise, starts a Go program of its own, and returns an object whose functions return plain
// objects. The same reports, byte for byte, come from `preflight check` on a server.

/** A usage problem: an unknown operation, facts that cannot be read, a bad argument. */
export class PreflightError extends Error {
  constructor(message) {
    super(message);
    this.name = "PreflightError";
  }
}

/**
 * What a report means for a form: "refused" when it holds errors (the platform refuses the
 * request with those entries), "likely-refused" when it holds none but some warning predicts an
 * entry (preflight's reading says the platform is likely to refuse it), "valid" otherwise. Advice
 * that predicts nothing (a BIC from another country than the IBAN's) never changes the verdict.
 * @param {import("./preflight").Report} report
 * @returns {import("./preflight").Verdict}
 */
export function verdict(report) {
  if (report.errors.length > 0) return "refused";
  return report.warnings.some(predicts) ? "likely-refused" : "valid";
}

/**
 * The findings that stand between a form and sending: every error, then every prediction unless
 * the form opts into errors only with {predictionsBlock: false}. Empty when the form may send.
 * Predictions block by default: a predicted entry is the platform's likely answer, and a form
 * that sends anyway gets that refusal back from the platform instead of from the form.
 * @param {import("./preflight").Report} report
 * @param {import("./preflight").BlockingOptions} [options]
 * @returns {import("./preflight").Issue[]}
 */
export function blocking(report, options = {}) {
  if (options.predictionsBlock === false) return [...report.errors];
  return [...report.errors, ...report.warnings.filter(predicts)];
}

const predicts = (warning) => typeof warning.predicts === "string" && warning.predicts !== "";

let instances = 0; // numbers each instance's registration name, with a random part per module copy
const registrationPrefix = `__preflight_register_${Math.random().toString(36).slice(2)}_`;

/**
 * Loads the WASM build and returns an API of its own: each call starts a separate Go program,
 * so two instances (two forms on one page) never share state, and no global
 * is set. Load once and keep the result; a failed load may simply be tried again.
 * @param {import("./preflight").LoadOptions} [options]
 * @returns {Promise<import("./preflight").Preflight>}
 */
export async function load(options = {}) {
  const wasm = options.wasm ?? new URL("./preflight.wasm", import.meta.url);
  const wasmExec = options.wasmExec ?? new URL("./wasm_exec.js", import.meta.url);
  // The module downloads and compiles (streaming: compiled as its bytes arrive) while Go's glue
  // is fetched and run: neither waits for the other, and only instantiation needs both.
  const compiled = compile(wasm);
  // When the glue fails first, load rejects with that failure and nobody awaits the module: its
  // own failure must not surface as an unhandled rejection. Awaited below, it still rejects.
  compiled.catch(() => {});
  if (typeof globalThis.Go !== "function") {
    // wasm_exec.js is Go's classic script that defines globalThis.Go; importing runs it.
    await import(/* @vite-ignore */ /* webpackIgnore: true */ String(wasmExec));
  }
  const go = new globalThis.Go();
  const instance = await WebAssembly.instantiate(await compiled, go.importObject);
  // The Go program hands its API to the function PREFLIGHT_REGISTER names, during go.run's
  // synchronous part (main runs until it blocks). The name lives for that moment only.
  const name = registrationPrefix + ++instances;
  let raw;
  globalThis[name] = (api) => {
    raw = api;
  };
  go.env = { ...go.env, PREFLIGHT_REGISTER: name };
  if (options.warm !== undefined) {
    // How many typical checks the program runs in idle-time tasks after start (0 for none).
    const n = Math.floor(Number(options.warm));
    go.env.PREFLIGHT_WARM = String(Number.isFinite(n) && n > 0 ? n : 0);
  }
  try {
    go.run(instance); // resolves only when the program exits: it never does
  } finally {
    delete globalThis[name];
  }
  if (!raw || typeof raw.validate !== "function") {
    throw new PreflightError("the WASM program did not register its API: is it preflight's build?");
  }
  return wrap(raw);
}

// compile turns what load was given into a compiled module. A URL ending in .gz or .br is the
// package's precompressed copy: when the server sends it as a file (not as application/wasm with
// Content-Encoding), it is inflated here as it arrives.
async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  let url = "";
  if (typeof source === "string" || source instanceof URL) {
    const u = new URL(String(source), globalThis.location?.href ?? import.meta.url);
    url = u.href;
    if (u.protocol === "file:") {
      // Node only; the names are variables so that bundlers for browsers leave the imports alone.
      const fsModule = "node:fs/promises";
      const zlibModule = "node:zlib";
      const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ fsModule);
      let bytes = await readFile(u);
      const coding = codingOf(url);
      if (coding) {
        const zlib = await import(/* @vite-ignore */ /* webpackIgnore: true */ zlibModule);
        bytes = coding === "gzip" ? zlib.gunzipSync(bytes) : zlib.brotliDecompressSync(bytes);
      }
      return WebAssembly.compile(bytes);
    }
    source = fetch(u);
  }
  let response = await source; // a Response or a promise of one
  if (!response.ok) {
    throw new PreflightError(`loading ${response.url || url}: HTTP ${response.status}`);
  }
  const coding = codingOf(url || response.url);
  if (coding && mimeType(response) !== "application/wasm") {
    if (typeof DecompressionStream !== "function" || !response.body) {
      throw new PreflightError(`loading ${url || response.url}: this runtime cannot inflate ${coding}; load preflight.wasm instead`);
    }
    let stream;
    try {
      stream = new DecompressionStream(coding);
    } catch {
      throw new PreflightError(
        `loading ${url || response.url}: this browser cannot inflate ${coding} itself; serve preflight.wasm with Content-Encoding: br (the .br file's bytes) or load preflight.wasm.gz`,
      );
    }
    response = new Response(response.body.pipeThrough(stream), { headers: { "content-type": "application/wasm" } });
  }
  if (typeof WebAssembly.compileStreaming === "function" && mimeType(response) === "application/wasm") {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

const codingOf = (url) => {
  const path = url.split(/[?#]/)[0];
  return path.endsWith(".gz") ? "gzip" : path.endsWith(".br") ? "brotli" : "";
};

const mimeType = (response) => (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

function parse(text) {
  const value = JSON.parse(text);
  if (value && !Array.isArray(value) && typeof value.error === "string" && Object.keys(value).length === 1) {
    throw new PreflightError(value.error);
  }
  return value;
}

function wrap(raw) {
  const validateJSON = (op, input, facts, options = {}) =>
    raw.validate(String(op), input, facts, { strict: options.strict === true });
  const classifyJSON = (op, status, body, options = {}) =>
    raw.classify(String(op), status, body, options.responseId, options.requestTime);
  return Object.freeze({
    validate: (op, input, facts, options) => parse(validateJSON(op, input, facts, options)),
    validateJSON,
    requirements: (query = {}) => parse(raw.requirements(query)),
    classify: (op, status, body, options) => parse(classifyJSON(op, status, body, options)),
    classifyJSON,
    catalog: () => parse(raw.catalog()),
  });
}
