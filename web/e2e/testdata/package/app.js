// Bundled with esbuild for the browser: the WASM is loaded by URL from where the page serves it,
// once as preflight.wasm and once as preflight.wasm.gz.
import { load } from "@preflightpay/preflight";

const base = new URL(".", location.href);
const [a, b] = await Promise.all([
  load({ wasm: new URL("preflight.wasm", base), wasmExec: new URL("wasm_exec.js", base) }),
  // The gzip copy served as a plain file: the module inflates it as it arrives.
  load({ wasm: new URL("preflight.wasm.gz", base), wasmExec: new URL("wasm_exec.js", base) }),
]);
const report = a.validate("fiat/create-payout", { receiving_amount: "abc" });
document.body.dataset.result = JSON.stringify({
  first: report.errors[0].id,
  separate: a !== b && b.catalog().length === a.catalog().length,
  global: typeof globalThis.preflight,
});
