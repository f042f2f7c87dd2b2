// What the documentation's JS snippets take from the reader's application or bundler, declared
// once so that a snippet shows the package's use and nothing else. Type-checked with the
// snippets by web/test/doc-snippets.mjs. A script, not a module: its names are global.

/** The payout the reader's form holds. */
declare const payout: import("@preflightpay/preflight").FiatCreatePayoutRequest;
/** The reader's function that shows a finding beside its field. */
declare function showFinding(field: string, kind: "refused" | "likely refused", why: string, message: string): void;
/** The reader's function that marks a field with the report's verdict. */
declare function markField(field: string, verdict: import("@preflightpay/preflight").Verdict, why: string): void;
/** The reader's function that reads the payout a form holds. */
declare function readPayout(form: HTMLFormElement): import("@preflightpay/preflight").FiatCreatePayoutRequest;
declare const submitButton: HTMLButtonElement;
/** The reader's API key and the idempotency key of the payout being sent. */
declare const apiKey: string;
declare const idempotencyKey: string;
/** An API error response: its body, its x-response-id header, when the request was sent. */
declare const responseBody: string;
declare const responseId: string;
declare const requestTime: string;

// Vite's ?url imports (as vite/client declares them) and webpack's asset modules.
declare module "*?url" {
  const url: string;
  export default url;
}
declare module "@preflightpay/preflight/preflight.wasm" {
  const url: string;
  export default url;
}
declare module "@preflightpay/preflight/wasm_exec.js" {
  const url: string;
  export default url;
}
