// Compiled with `tsc --noEmit --strict` by scripts/test-browser.sh: the declarations describe
// what a TypeScript application writes against the module. Never run.
import { load, PreflightError, verdict, blocking, type Verdict, type BlockingOptions, type Report, type Requirement, type Classification, type CatalogEntry, type Issue, type Operation, type FiatCreatePayoutRequest, type Facts, type ReasonCode, type EntryID } from "../preflight.js";

async function main(): Promise<void> {
  const preflight = await load({ wasm: new URL("./preflight.wasm", import.meta.url) });
  const report: Report = preflight.validate("fiat/create-payout", { beneficiary_id: "b-1" }, { balances: {} });
  const first: Issue | undefined = report.errors[0];
  if (first && first.action === "FIX") console.log(first.field, first.message, first.params.join(","), first.reason.code, first.reason.text);
  const strict: Report = preflight.validate("fiat/create-payout", { beneficiary_id: "b-1" }, undefined, { strict: true });
  for (const w of strict.warnings) console.log(w.predicts ?? "advice", w.reason.text);
  const v: Verdict = verdict(report);
  if (v === "likely-refused") for (const p of blocking(report)) console.log(p.predicts, p.reason.text);
  const errorsOnly: BlockingOptions = { predictionsBlock: false };
  const stop: Issue[] = blocking(report, errorsOnly);
  // @ts-expect-error the verdicts are a closed set
  if (v === "ready") console.log(stop.length);
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
    preflight.validate("nope" as Operation, {});
  } catch (err) {
    if (err instanceof PreflightError) console.log(err.message);
  }

  // The generated types: requests, facts and reason codes follow the Go code.
  const payout: FiatCreatePayoutRequest = {
    receiving_amount: "1250.00",
    receiving_currency: "USD",
    payment_method: "LOCAL",
    fee_paid_by: "SHARED",
    beneficiary: { entity_type: "individual", clearing_system: "ACH", routing_code_type1: "ach", address: { country: "US", city: "Boston" } },
  };
  const facts: Facts = { balances: { USD: "10500.00" }, limits: { USD: { max: 50000, used_today: "0" } }, account: { ip_allowlist: ["203.0.113.0/24"] } };
  const code: ReasonCode = preflight.validate("fiat/create-payout", payout, facts).errors[0]?.reason.code ?? "iban.check-digits";
  preflight.validate("fiat/retrieve-balance", { currency: "usd" });
  preflight.validate("fiat/list-payouts", { start_time: 1700000000 });
  // @ts-expect-error a misspelt operation is a compile error
  preflight.validate("fiat/create-payot", payout);
  // @ts-expect-error a member the operation does not take is a compile error
  preflight.validate("fiat/create-payout", { receiving_amout: "1" });
  // @ts-expect-error an unknown fact is a compile error, as it is a usage error at run time
  preflight.validate("fiat/create-payout", payout, { balance: {} });
  const firstID: EntryID | undefined = report.errors[0]?.id;
  if (firstID === "payout.routing-type-ach") console.log("fix the routing type");
  // @ts-expect-error the catalog's ids are a closed set
  if (firstID === "payout.no-such-entry") console.log(firstID);
  // @ts-expect-error the reason codes are a closed set
  const bad: ReasonCode = "no.such-code";
  console.log(code, bad);
}

main();
