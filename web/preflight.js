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
  if (typeof globalThis.Go !== "function") {
    // wasm_exec.js is Go's classic script that defines globalThis.Go; importing runs it.
    await import(/* @vite-ignore */ /* webpackIgnore: true */ String(wasmExec));
  }
  const go = new globalThis.Go();
  const instance = await instantiate(wasm, go.importObject);
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

async function instantiate(source, imports) {
  if (source instanceof WebAssembly.Module) {
    return WebAssembly.instantiate(source, imports);
  }
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  if (typeof source === "string" || source instanceof URL) {
    const url = new URL(String(source), globalThis.location?.href ?? import.meta.url);
    if (url.protocol === "file:") {
      // Node only; the name is a variable so that bundlers for browsers leave the import alone.
      const fsModule = "node:fs/promises";
      const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ fsModule);
      return (await WebAssembly.instantiate(await readFile(url), imports)).instance;
    }
    source = fetch(url);
  }
  const response = await source; // a Response or a promise of one
  if (!response.ok) {
    throw new PreflightError(`loading ${response.url}: HTTP ${response.status}`);
  }
  if (WebAssembly.instantiateStreaming && response.headers.get("content-type") === "application/wasm") {
    return (await WebAssembly.instantiateStreaming(response, imports)).instance;
  }
  return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

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
