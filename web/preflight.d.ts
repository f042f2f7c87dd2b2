// Types of the preflight ES module. Every shape is the JSON the command line prints.

/** What to do about a finding: the platform's legend. */
export type Action = "AUTH" | "FIX" | "RES" | "CHK" | "BAL" | "LATER" | "DUP" | "WARN";

/** How an error travels on the wire: legacy {code: number}, typed {type, code}, or the 500 envelope. */
export type Format = "legacy" | "typed" | "envelope";

/** Which product's tables an entry comes from. */
export type Product = "fiat" | "ramp" | "both";

/** One error or warning of a report. */
export interface Issue {
  /** The catalog entry's stable key, e.g. "payout.routing-type-ach". */
  id: string;
  /** Dotted JSON path of the offending input, e.g. "beneficiary.routing_code_type1"; "" for the request. */
  field: string;
  http_status: number;
  format: Format;
  type: string;
  /** Always a string: "400", "1084", "invalid_parameter", "". */
  code: string;
  /** The platform's message to the letter, with each %s filled in. */
  message: string;
  /** The values filled into the message's %s places, in order. */
  params: string[];
  action: Action;
}

/** A rule that could not run because a fact it needs was not given. */
export interface Skip {
  rule: string;
  /** The facts section or member it needs, e.g. "usage". */
  needs: string;
}

/** The result of validate: the same as `preflight check`. */
export interface Report {
  /** "PRODUCT/OPERATION-ID", e.g. "fiat/create-payout". */
  operation: string;
  /** True when errors is empty. */
  valid: boolean;
  /** Every finding, in the documented fixed order. */
  errors: Issue[];
  skipped: Skip[];
  /** Advice the platform does not enforce; action "WARN". */
  warnings: Issue[];
}

/** What the caller knows beyond the request; see the README's facts schema. */
export type Facts = Record<string, unknown>;

/**
 * A request or facts document: an object (through JSON.stringify), or its JSON text as a string
 * or as UTF-8 bytes, taken as they are. Give amounts as strings to keep them exact.
 */
export type JSONInput = object | string | Uint8Array;

/** Query of requirements: a corridor. Members left out widen the answer. */
export interface RequirementsQuery {
  /** Receiving currency, ISO 4217 (plus CNH), e.g. "USD". */
  currency?: string;
  /** "ACH", "FEDWIRE", "EFT", "FASTER PAYMENTS", "IFSC", "CNAPS", "PAYNOW", "FAST", "LOCAL", "SWIFT". */
  clearing_system?: string;
  /** "LOCAL" or "SWIFT". */
  payment_method?: string;
  /** Beneficiary's country, ISO 3166-1 alpha-2; it selects the corridor for SWIFT. */
  country?: string;
  /** "individual" or "company". */
  entity_type?: string;
}

/** One input a corridor asks of a beneficiary or payout. */
export interface FieldRequirement {
  /** Dotted JSON path in the create-payout request, e.g. "beneficiary.routing_code_value1". */
  field: string;
  required: boolean;
  /** The only value allowed, when the corridor fixes it (e.g. "ach" for routing_code_type1 under ACH). */
  value?: string;
  /** The values allowed, when there is a closed list. */
  values?: string[];
  /** A human description of the expected format, e.g. "9 digits (ABA routing number)". */
  format?: string;
  /** The catalog entries a wrong or missing value produces. */
  errors?: string[];
}

/** One corridor: a receiving currency with a clearing system (and a country for SWIFT). */
export interface Corridor {
  currency: string;
  clearing_system: string;
  payment_method: string;
  country?: string;
}

/** The result of requirements: what a corridor requires, as data a form can be built from. */
export interface Requirements {
  /** The corridors the query matches. */
  corridors: Corridor[];
  /** The fields the query's corridor requires; empty when the query names no single corridor. */
  fields: FieldRequirement[];
}

/** The report given to the operator when a LATER error persists. */
export interface OperatorReport {
  method: string;
  path: string;
  x_response_id: string;
  request_time: string;
  http_status: number;
  /** The full response body, with API keys, tokens and card numbers redacted. */
  response: string;
}

/** The result of classify: the same as `preflight classify`. */
export interface Classification {
  matched: boolean;
  operation: string;
  http_status: number;
  /** The catalog entry's key; "" when not matched. */
  id: string;
  product: Product | "";
  format: Format | "";
  type: string;
  code: string;
  message: string;
  params: string[];
  action: Action;
  guidance: string;
  retry_same_request: boolean;
  /** How the entry was found: "operation", "product", "message", or "fallback" by status. */
  basis: "operation" | "product" | "message" | "fallback";
  operator_report?: OperatorReport;
}

/** One entry of the error catalog: the same as `preflight catalog`. */
export interface CatalogEntry {
  id: string;
  product: Product;
  http_status: number;
  format: Format;
  type: string;
  code: string;
  message: string;
  action: Action;
  guidance: string;
  operations: string[];
  /** Present where the specification only counts the operations ("4 public endpoints"). */
  operation_count?: number;
}

export interface ClassifyOptions {
  /** The response's x-response-id header, for the operator report. */
  responseId?: string;
  /** When the request was sent (RFC 3339 advised), for the operator report. */
  requestTime?: string;
}

/** The loaded API. Each function is synchronous once load() has resolved. */
export interface Preflight {
  /** Checks a request to an operation; throws PreflightError for an unknown operation or unreadable facts. */
  validate(op: string, input: JSONInput, facts?: JSONInput): Report;
  /** validate's exact bytes, as `preflight check` prints them. */
  validateJSON(op: string, input: JSONInput, facts?: JSONInput): string;
  /** What a corridor requires of a beneficiary, as data a form can be built from. */
  requirements(query?: RequirementsQuery | string): Requirements;
  /** Which catalog entry an API error response is, with its action and guidance. */
  classify(op: string, status: number, body: JSONInput, options?: ClassifyOptions): Classification;
  /** classify's exact bytes, as `preflight classify` prints them. */
  classifyJSON(op: string, status: number, body: JSONInput, options?: ClassifyOptions): string;
  /** Every catalog entry. */
  catalog(): CatalogEntry[];
}

export interface LoadOptions {
  /** The .wasm: a URL (default: preflight.wasm beside this module), bytes, a compiled module or a Response. */
  wasm?: string | URL | BufferSource | WebAssembly.Module | Response | Promise<Response>;
  /** Go's wasm_exec.js (default: beside this module); skipped when globalThis.Go is already defined. */
  wasmExec?: string | URL;
}

/** Loads the WASM build once; later calls return the same promise. */
export function load(options?: LoadOptions): Promise<Preflight>;

/** A usage problem reported by the WASM build. */
export class PreflightError extends Error {
  name: "PreflightError";
}
