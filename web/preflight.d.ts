// Types of the preflight ES module. Every shape is the JSON the command line prints. The types
// that follow the Go code (operations, requests, corridors, facts, reason codes) are generated
// into preflight.generated.d.ts by go generate ./web, and exported from here too.
import type { Operation, Requests, Facts, ReasonCode, EntryID, CorridorName, CorridorCurrency, ClearingSystem, EntityType, PaymentMethod, Loose } from "./preflight.generated.js";

export type * from "./preflight.generated.js";

/** What to do about a finding: the platform's legend. */
export type Action = "AUTH" | "FIX" | "RES" | "CHK" | "BAL" | "LATER" | "DUP" | "WARN";

/** How an error travels on the wire: legacy {code: number}, typed {type, code}, or the 500 envelope. */
export type Format = "legacy" | "typed" | "envelope";

/** Which product's tables an entry comes from. */
export type Product = "fiat" | "ramp" | "both";

/** One error or warning of a report. */
export interface Issue {
  /** The catalog entry's stable key, e.g. "payout.routing-type-ach". */
  id: EntryID;
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
  /** The platform's action; "WARN" on a warning. */
  action: Action;
  /** Why: a stable reason code and a sentence with what was expected and what was found. */
  reason: Reason;
  /**
   * On a warning that predicts a platform error: the catalog entry it predicts (the same as id).
   * Such warnings come from checks that stand on preflight's reading where the specification is
   * silent; with {strict: true} they are errors instead.
   */
  predicts?: EntryID;
}

/** Why a finding was made. */
export interface Reason {
  /** A stable, documented reason code, e.g. "iban.check-digits", "corridor.unknown". */
  code: ReasonCode;
  /** What was expected and what was found, e.g. "USD takes at most 2 decimal places; 10.001 has 3". */
  text: string;
}

/** Options of validate. */
export interface ValidateOptions {
  /** Report predictions (warnings that name the entry they predict) as errors. Default false. */
  strict?: boolean;
}

/**
 * What a report means for a form. "refused": it holds errors, each the platform's certain answer.
 * "likely-refused": no errors, but warnings that predict an entry (preflight's reading where the
 * specification is silent: the platform's likely answer). "valid": neither; advice that predicts
 * nothing may remain.
 */
export type Verdict = "valid" | "likely-refused" | "refused";

/** Options of blocking. */
export interface BlockingOptions {
  /**
   * Whether predictions stop the form as errors do. Default true; false lets a team send
   * requests the platform is only predicted to refuse (errors-only).
   */
  predictionsBlock?: boolean;
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
  operation: Operation;
  /** True when errors is empty. */
  valid: boolean;
  /** Every finding, in the documented fixed order. */
  errors: Issue[];
  skipped: Skip[];
  /** Advice the platform does not enforce; action "WARN". */
  warnings: Issue[];
}

/** A request or facts document as JSON text, a string or its UTF-8 bytes, taken as it is. */
export type JSONText = string | Uint8Array;

/**
 * A request or facts document: an object (through JSON.stringify), or its JSON text. Give
 * amounts as strings to keep them exact.
 */
export type JSONInput = object | JSONText;

/** The request of operation Op: its typed object, or its JSON text. */
export type RequestOf<Op extends Operation> = Requests[Op] | JSONText;

/** Query of requirements: every member is optional and narrows the corridors listed. */
export interface RequirementsQuery {
  /** Beneficiary's country, ISO 3166-1 alpha-2; for SWIFT it selects the IBAN and address rules. */
  country?: string;
  /** Receiving currency, ISO 4217 (plus CNH), e.g. "USD". */
  currency?: Loose<CorridorCurrency>;
  /** "LOCAL" or "SWIFT" ("method" is accepted too, as the command's flag names it). */
  payment_method?: Loose<PaymentMethod>;
  method?: Loose<PaymentMethod>;
  /** "ACH", "FEDWIRE", "EFT", "FASTER PAYMENTS", ... (case, "_" and "-" do not matter). */
  clearing_system?: Loose<ClearingSystem>;
  /** Only that entity's fields. */
  entity_type?: EntityType;
}

/** The format a field's value must have. Members are present only when they say something. */
export interface FieldFormat {
  /** A regular expression the value matches (documentation: preflight checks by hand). */
  pattern?: string;
  min_length?: number;
  max_length?: number;
  /** The only values accepted, when the set is closed (one value: the corridor fixes it). */
  allowed?: string[];
  /** The largest amount accepted, when capped, as a decimal string. */
  maximum?: string;
  /** A check beyond the pattern, e.g. "3-7-1 check digit". */
  check?: string;
  example?: string;
}

/** One member a form asks for. */
export interface FieldRequirement {
  /** Path relative to the beneficiary (in `beneficiary`) or to the payout (in `payout`): "address.city". */
  field: string;
  required: boolean;
  /** When present, the condition under which `required` holds, e.g. "entity_type is individual". */
  when?: string;
  format: FieldFormat;
}

/** What one corridor asks of a payout and its beneficiary: an element of requirements()'s array. */
export interface Requirement {
  /** "USD-ACH", "GBP-FASTER PAYMENTS", "EUR-SWIFT". */
  corridor: CorridorName;
  currency: CorridorCurrency;
  payment_method: PaymentMethod;
  clearing_system: ClearingSystem;
  /** Beneficiary countries served; ["*"] for any ISO 3166-1 country. */
  countries: string[];
  beneficiary: FieldRequirement[];
  payout: FieldRequirement[];
  /** Where the requirements come from: the specification and the table's sources (for developers). */
  source: string;
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
  operation: Operation;
  http_status: number;
  /** The catalog entry's key; "" when not matched. */
  id: EntryID | "";
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
  id: EntryID;
  product: Product;
  http_status: number;
  format: Format;
  type: string;
  code: string;
  message: string;
  action: Action;
  guidance: string;
  operations: Operation[];
  /** Present where the specification only counts the operations ("4 public endpoints"). */
  operation_count?: number;
  /** Present for entries no check before sending can produce: why only the server knows them. */
  server_only?: string;
}

export interface ClassifyOptions {
  /** The response's x-response-id header, for the operator report. */
  responseId?: string;
  /** When the request was sent (RFC 3339 advised), for the operator report. */
  requestTime?: string;
}

/** The loaded API: one Go program of its own. Each function is synchronous once load() has resolved. */
export interface Preflight {
  /** Checks a request to an operation; throws PreflightError for an unknown operation or unreadable facts. */
  validate<Op extends Operation>(op: Op, input: RequestOf<Op>, facts?: Facts | JSONText, options?: ValidateOptions): Report;
  /** validate's exact bytes, as `preflight check` prints them. */
  validateJSON<Op extends Operation>(op: Op, input: RequestOf<Op>, facts?: Facts | JSONText, options?: ValidateOptions): string;
  /** What each corridor the query selects requires, in table order; [] when none matches. */
  requirements(query?: RequirementsQuery | string): Requirement[];
  /** Which catalog entry an API error response is, with its action and guidance. */
  classify(op: Operation, status: number, body: JSONInput, options?: ClassifyOptions): Classification;
  /** classify's exact bytes, as `preflight classify` prints them. */
  classifyJSON(op: Operation, status: number, body: JSONInput, options?: ClassifyOptions): string;
  /** Every catalog entry. */
  catalog(): CatalogEntry[];
}

export interface LoadOptions {
  /**
   * The .wasm: a URL (default: preflight.wasm beside this module), bytes, a compiled module or a
   * Response. Best served as preflight.wasm with the bytes of preflight.wasm.br and
   * `Content-Encoding: br` (or .gz and gzip), `Content-Type: application/wasm`: it then compiles
   * while it downloads. A URL ending in .gz (or .br, where the runtime's DecompressionStream
   * knows brotli) that the server sends as a plain file is inflated by the module as it arrives.
   */
  wasm?: string | URL | BufferSource | WebAssembly.Module | Response | Promise<Response>;
  /** Go's wasm_exec.js (default: beside this module); skipped when globalThis.Go is already defined. */
  wasmExec?: string | URL;
  /**
   * How many checks of a typical payout the module runs in idle-time tasks of 50 after it starts,
   * so that the browser has compiled and optimised the check's path before the user's first
   * keystroke (default 10000: about 0.4 s of CPU on a server core, in tasks of about 2 ms;
   * 0 for none, for a page that validates rarely).
   */
  warm?: number;
}

/**
 * Loads the WASM build and starts a Go program of its own: no global is set, and two instances
 * never share state. Load once and keep the result.
 */
export function load(options?: LoadOptions): Promise<Preflight>;

/**
 * The report's verdict: "refused" when it holds errors, "likely-refused" when it holds none but
 * a warning predicts an entry, "valid" otherwise. Advice that predicts nothing never changes it.
 */
export function verdict(report: Report): Verdict;

/**
 * The findings that stand between a form and sending, errors first, then predictions (unless
 * {predictionsBlock: false}); empty when the form may send. Advice that predicts nothing is
 * never among them.
 */
export function blocking(report: Report, options?: BlockingOptions): Issue[];

/** A usage problem reported by the WASM build. */
export class PreflightError extends Error {
  name: "PreflightError";
}
