// A client typed by the document: scripts/test-openapi.sh generates platform.d.ts from
// docs/openapi.json with openapi-typescript and compiles this file with tsc --noEmit --strict.
import type { components, paths } from "./platform";

type Payout = NonNullable<paths["/v1/payouts"]["post"]["requestBody"]>["content"]["application/json"];
type Refusal = components["schemas"]["LegacyError"] | components["schemas"]["TypedError"] | components["schemas"]["ServerErrorEnvelope"];

export const payout: Payout = { beneficiary_id: "b_1", payment_amount: "100.00", payment_currency: "USD" };

export async function createPayout(base: string, body: Payout, idempotencyKey: string): Promise<{ ok: true } | { ok: false; status: number; error: Refusal }> {
  const res = await fetch(`${base}/v1/payouts`, {
    method: "POST",
    headers: { "content-type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(body),
  });
  if (res.ok) return { ok: true };
  return { ok: false, status: res.status, error: (await res.json()) as Refusal };
}

export function message(e: Refusal): string {
  return e.message;
}
