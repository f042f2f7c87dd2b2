// Run in a scratch project where the packed tarball is installed: the package as a Node user
// takes it, by its name, with the WASM found beside the module.
import { load, PreflightError } from "@preflightpay/preflight";

const a = await load();
const b = await load();
const report = a.validate("fiat/create-payout", {});
let unknown = "";
try {
  b.validate("fiat/nope", {});
} catch (err) {
  if (err instanceof PreflightError) unknown = err.message;
}
console.log(JSON.stringify({
  first: report.errors[0].id,
  separate: a !== b,
  global: typeof globalThis.preflight,
  corridors: b.requirements({ country: "DE" }).map((r) => r.corridor),
  unknown,
}));
