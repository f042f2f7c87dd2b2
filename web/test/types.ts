// Compiled with `tsc --noEmit --strict` by scripts/test-browser.sh: the declarations describe
// what a TypeScript application writes against the module. Never run.
import { load, PreflightError, type Report, type Requirement, type Classification, type CatalogEntry, type Issue } from "../preflight.js";

async function main(): Promise<void> {
  const preflight = await load({ wasm: new URL("./preflight.wasm", import.meta.url) });
  const report: Report = preflight.validate("fiat/create-payout", { beneficiary_id: "b-1" }, { balances: {} });
  const first: Issue | undefined = report.errors[0];
  if (first && first.action === "FIX") console.log(first.field, first.message, first.params.join(","), first.reason.code, first.reason.text);
  const strict: Report = preflight.validate("fiat/create-payout", { beneficiary_id: "b-1" }, undefined, { strict: true });
  for (const w of strict.warnings) console.log(w.predicts ?? "advice", w.reason.text);
  const text: string = preflight.validateJSON("fiat/create-payout", new TextEncoder().encode("{}"));
  const corridors: Requirement[] = preflight.requirements({ currency: "USD", entity_type: "individual" });
  for (const c of corridors) {
    for (const f of [...c.beneficiary, ...c.payout]) {
      const allowed: string[] | undefined = f.format.allowed;
      console.log(c.corridor, c.countries.includes("*"), f.field, f.required, f.when ?? "", allowed?.length);
    }
  }
  const res: Classification = preflight.classify("fiat/create-payout", 502, "<html>", { responseId: "r-1" });
  if (res.operator_report) console.log(res.operator_report.x_response_id, res.retry_same_request);
  const entries: CatalogEntry[] = preflight.catalog();
  console.log(text.length, entries[0]?.operation_count ?? entries[0]?.operations.length);
  try {
    preflight.validate("nope", {});
  } catch (err) {
    if (err instanceof PreflightError) console.log(err.message);
  }
}

main();
