// The live payout form. It asks requirements() what the chosen corridor needs, builds the form
// from the answer, and validates the whole request with the WASM build on every keystroke. The
// messages shown are the platform's, from the report: nothing here knows a rule.
import { load } from "./preflight.js";

const OP = "fiat/create-payout";

// Corridors offered when requirements() cannot list them. These are choices for the pickers,
// not rules: whether a choice is valid is still the report's to say.
const FALLBACK_CORRIDORS = [
  { country: "US", currency: "USD", clearing_system: "ACH", payment_method: "LOCAL" },
  { country: "US", currency: "USD", clearing_system: "FEDWIRE", payment_method: "LOCAL" },
  { country: "CA", currency: "CAD", clearing_system: "EFT", payment_method: "LOCAL" },
  { country: "GB", currency: "GBP", clearing_system: "FASTER PAYMENTS", payment_method: "LOCAL" },
  { country: "HK", currency: "HKD", clearing_system: "LOCAL", payment_method: "LOCAL" },
  { country: "AU", currency: "AUD", clearing_system: "LOCAL", payment_method: "LOCAL" },
  { country: "IN", currency: "INR", clearing_system: "IFSC", payment_method: "LOCAL" },
  { country: "CN", currency: "CNH", clearing_system: "CNAPS", payment_method: "LOCAL" },
  { country: "SG", currency: "SGD", clearing_system: "FAST", payment_method: "LOCAL" },
  { country: "SG", currency: "SGD", clearing_system: "PAYNOW", payment_method: "LOCAL" },
  { country: "DE", currency: "EUR", clearing_system: "SWIFT", payment_method: "SWIFT" },
  { country: "JP", currency: "JPY", clearing_system: "SWIFT", payment_method: "SWIFT" },
];

// Every beneficiary field the specification names, for when requirements() is unavailable.
const FALLBACK_FIELDS = [
  "beneficiary.first_name", "beneficiary.last_name", "beneficiary.company_name", "beneficiary.account_holder",
  "beneficiary.account_number", "beneficiary.iban", "beneficiary.swift_code",
  "beneficiary.routing_code_type1", "beneficiary.routing_code_value1",
  "beneficiary.routing_code_type2", "beneficiary.routing_code_value2", "beneficiary.proxy_id",
  "beneficiary.bank_name", "beneficiary.bank_address",
  "beneficiary.address.street_address", "beneficiary.address.city", "beneficiary.address.state",
  "beneficiary.address.postal_code",
  "beneficiary.additional_info.id_type", "beneficiary.additional_info.id_number",
  "beneficiary.additional_info.msisdn", "beneficiary.additional_info.tax_id",
].map((field) => ({ field, required: false }));

// Fields every payout has, whatever the corridor.
const PAYOUT_FIELDS = [
  { field: "payment_amount", required: true, format: "Amount in the receiving currency, e.g. 1250.00" },
  { field: "reference", required: false, format: "Shown to the beneficiary" },
];

const LABELS = {
  "beneficiary.first_name": "First name",
  "beneficiary.last_name": "Last name",
  "beneficiary.company_name": "Company name",
  "beneficiary.account_holder": "Account holder",
  "beneficiary.account_number": "Account number",
  "beneficiary.iban": "IBAN",
  "beneficiary.swift_code": "SWIFT / BIC",
  "beneficiary.routing_code_type1": "Routing code type",
  "beneficiary.routing_code_value1": "Routing code",
  "beneficiary.routing_code_type2": "Second routing code type",
  "beneficiary.routing_code_value2": "Second routing code",
  "beneficiary.proxy_id": "PayNow proxy (UEN or mobile)",
  "beneficiary.bank_name": "Bank name",
  "beneficiary.bank_address": "Bank address",
  "beneficiary.address.street_address": "Street address",
  "beneficiary.address.city": "City",
  "beneficiary.address.state": "State or region",
  "beneficiary.address.postal_code": "Postal code",
  "beneficiary.additional_info.id_type": "ID type",
  "beneficiary.additional_info.id_number": "ID number",
  "beneficiary.additional_info.msisdn": "Mobile number",
  "beneficiary.additional_info.tax_id": "Tax ID",
  "payment_amount": "Amount",
  "reference": "Reference",
  "purpose_code": "Purpose code",
  "fee_paid_by": "Fee paid by",
};

const SECTIONS = [
  { title: "Payout", test: (f) => !f.startsWith("beneficiary.") },
  { title: "Beneficiary", test: (f) => /^beneficiary\.(first_name|last_name|company_name|account_holder)$/.test(f) },
  { title: "Bank account", test: (f) => !/^beneficiary\.(address|additional_info)\./.test(f) },
  { title: "Address", test: (f) => f.startsWith("beneficiary.address.") },
  { title: "Identification", test: () => true },
];

// The selects stand for request members the report may name.
const PICKER_FIELDS = {
  "beneficiary.address.country": "beneficiary.address.country",
  "payment_currency": "receiving_currency",
  "receiving_currency": "receiving_currency",
  "beneficiary.clearing_system": "beneficiary.clearing_system",
  "payment_method": "beneficiary.clearing_system",
  "beneficiary.entity_type": "beneficiary.clearing_system",
};

const $ = (sel) => document.querySelector(sel);
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((c) => c != null));
  return node;
};

const state = {
  preflight: null,
  corridors: FALLBACK_CORRIDORS,
  fields: [],
  values: new Map(),
  touched: new Set(),
  submitted: false,
  requirementsError: "",
};

function corridor() {
  const clearing = $("#clearing").value;
  return {
    country: $("#country").value,
    currency: $("#currency").value,
    clearing_system: clearing,
    payment_method: clearing === "SWIFT" ? "SWIFT" : "LOCAL",
    entity_type: document.querySelector("input[name=entity_type]:checked").value,
  };
}

function fillSelect(select, options, keep) {
  const previous = keep ? select.value : "";
  select.replaceChildren(...options.map((o) => el("option", { value: o, textContent: o })));
  if (options.includes(previous)) select.value = previous;
}

function unique(list) {
  return [...new Set(list)];
}

// The pickers narrow each other: a country offers its currencies, a currency its clearing systems.
function syncPickers(changed) {
  const all = state.corridors;
  if (!changed) {
    const countries = unique(all.map((c) => c.country).filter(Boolean)).sort();
    fillSelect($("#country"), countries, false);
    if (countries.includes("US")) $("#country").value = "US";
  }
  if (!changed || changed === "country") {
    const country = $("#country").value;
    fillSelect($("#currency"), unique(all.filter((c) => !c.country || c.country === country).map((c) => c.currency)), changed !== "country");
  }
  if (changed !== "clearing") {
    const { country, currency } = corridor();
    fillSelect($("#clearing"), unique(all.filter((c) => c.currency === currency && (!c.country || c.country === country)).map((c) => c.clearing_system)), true);
  }
}

function loadRequirements() {
  const { country, currency, clearing_system, payment_method, entity_type } = corridor();
  try {
    const req = state.preflight.requirements({ country, currency, clearing_system, payment_method, entity_type });
    state.requirementsError = "";
    return req.fields;
  } catch (err) {
    state.requirementsError = err.message;
    return FALLBACK_FIELDS.filter((f) =>
      entity_type === "company"
        ? !/first_name|last_name/.test(f.field)
        : f.field !== "beneficiary.company_name");
  }
}

function buildForm() {
  const fields = [...PAYOUT_FIELDS, ...loadRequirements()];
  state.fields = fields;
  const root = $("#sections");
  const placed = new Set();
  const sections = SECTIONS.map((s) => {
    const own = fields.filter((f) => !placed.has(f.field) && s.test(f.field));
    own.forEach((f) => placed.add(f.field));
    if (own.length === 0) return null;
    return el("section", { className: "section" },
      el("h2", { textContent: s.title }),
      el("div", { className: "grid grid-2" }, ...own.map(fieldControl)));
  });
  root.replaceChildren(...sections.filter(Boolean));
  const note = $("#corridor-note");
  const c = corridor();
  note.textContent = state.requirementsError
    ? `Corridor requirements are not available (${state.requirementsError}); every beneficiary field is shown and the checks still run.`
    : `${c.currency} by ${c.clearing_system} to ${c.country}: ${fields.filter((f) => f.required).length} required fields.`;
  note.classList.toggle("warn", Boolean(state.requirementsError));
}

function fieldControl(f) {
  const id = "f-" + f.field.replaceAll(".", "-");
  let control;
  if (f.values && f.values.length > 0) {
    control = el("select", { id, name: f.field }, el("option", { value: "", textContent: "Choose…" }),
      ...f.values.map((v) => el("option", { value: v, textContent: v })));
  } else {
    control = el("input", { id, name: f.field, type: "text", inputMode: f.field === "payment_amount" ? "decimal" : "text" });
    if (f.format) control.placeholder = f.format;
  }
  if (!state.values.has(f.field) && f.value) state.values.set(f.field, f.value);
  control.value = state.values.get(f.field) ?? "";
  control.dataset.path = f.field;
  const label = LABELS[f.field] ?? f.field.split(".").pop().replaceAll("_", " ");
  const box = el("label", { className: "field", htmlFor: id },
    el("span", { className: "label" }, label, f.required ? el("span", { className: "req", textContent: " *", title: "required" }) : null,
      el("code", { className: "path", textContent: f.field })),
    control,
    el("span", { className: "msg", ariaLive: "polite" }));
  box.dataset.field = f.field;
  return box;
}

// issueNode shows one finding: the platform's message, with its entry and field for tools.
function issueNode(tag, issue) {
  const node = el(tag, { className: "err", textContent: issue.message, title: `${issue.id} · ${issue.action}` });
  node.dataset.id = issue.id;
  node.dataset.field = issue.field;
  return node;
}

// setPath sets a dotted path in a nested object.
function setPath(obj, path, value) {
  const parts = path.split(".");
  let o = obj;
  for (const p of parts.slice(0, -1)) o = o[p] ??= {};
  o[parts.at(-1)] = value;
}

function request() {
  const c = corridor();
  const body = {
    payment_method: c.payment_method,
    payment_currency: c.currency,
    receiving_currency: c.currency,
  };
  for (const f of state.fields) {
    const v = state.values.get(f.field);
    if (v !== undefined && v !== "") setPath(body, f.field, v);
  }
  setPath(body, "beneficiary.entity_type", c.entity_type);
  setPath(body, "beneficiary.clearing_system", c.clearing_system);
  setPath(body, "beneficiary.address.country", c.country);
  return body;
}

// messageTarget finds where a finding is shown: its field, the picker that stands for it, or
// the banner for the request as a whole.
function messageTarget(field) {
  const control = document.querySelector(`[data-path="${CSS.escape(field)}"]`);
  if (control) return { box: control.closest(".field"), shown: state.submitted || state.touched.has(field) };
  const picker = PICKER_FIELDS[field];
  if (picker) return { box: document.querySelector(`[data-field="${CSS.escape(picker)}"]`), shown: true };
  return null;
}

function validate() {
  const body = request();
  const t0 = performance.now();
  const report = state.preflight.validate(OP, body);
  const ms = performance.now() - t0;
  $("#timing").textContent = `last check ${ms < 1 ? ms.toFixed(2) : ms.toFixed(1)} ms`;

  document.querySelectorAll(".field").forEach((box) => {
    box.classList.remove("invalid");
    box.querySelector(".msg").replaceChildren();
  });
  const general = [];
  let hidden = 0;
  for (const issue of report.errors) {
    const target = messageTarget(issue.field);
    if (!target) {
      general.push(issue);
      continue;
    }
    if (!target.shown) {
      hidden++;
      continue;
    }
    const msg = target.box.querySelector(".msg");
    if (msg.childElementCount === 0) target.box.classList.add("invalid");
    msg.append(issueNode("span", issue));
  }
  const banner = $("#general");
  banner.hidden = general.length === 0;
  banner.replaceChildren(...general.map((i) => issueNode("p", i)));

  $("#issues").replaceChildren(...report.errors.map((i) =>
    el("li", {},
      el("span", { className: "action " + i.action.toLowerCase(), textContent: i.action }),
      el("span", { className: "text" }, el("span", { className: "m", textContent: i.message }),
        el("code", { textContent: i.field || "(request)" })))));
  if (report.errors.length === 0) $("#issues").append(el("li", { className: "none", textContent: "Nothing: the platform would accept these fields." }));
  $("#skipped").textContent = report.skipped.length
    ? `Not checked without facts: ${report.skipped.map((s) => `${s.rule} (needs ${s.needs})`).join(", ")}.`
    : "";

  const verdict = $("#verdict");
  verdict.className = "verdict " + (report.valid ? "ok" : "bad");
  $("#verdict-title").textContent = report.valid ? "Ready to send" : `${report.errors.length} ${report.errors.length === 1 ? "problem" : "problems"} to fix`;
  $("#verdict-detail").textContent = report.valid
    ? "The request below passes every check the platform states."
    : hidden > 0 ? `${hidden} in fields not filled in yet.` : "See the messages beside the fields.";
  $("#json-title").textContent = report.valid ? "JSON that would be sent" : "Request so far";
  $("#json").textContent = JSON.stringify(body, null, 2);
  document.body.dataset.valid = String(report.valid);
}

async function main() {
  try {
    state.preflight = await load();
  } catch (err) {
    $("#status").textContent = "The checks could not load: " + err.message;
    $("#status").className = "pill error";
    return;
  }
  try {
    const listed = state.preflight.requirements({}).corridors;
    if (Array.isArray(listed) && listed.length > 0) state.corridors = listed;
  } catch {
    // the fallback corridors stay
  }
  syncPickers();
  buildForm();

  const form = $("#form");
  form.addEventListener("input", (e) => {
    const path = e.target.dataset.path;
    if (!path) return;
    state.values.set(path, e.target.value);
    state.touched.add(path);
    validate();
  });
  form.addEventListener("change", (e) => {
    const picker = { country: "country", currency: "currency", clearing_system: "clearing", entity_type: "entity" }[e.target.name];
    if (!picker) return;
    syncPickers(picker);
    buildForm();
    validate();
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    state.submitted = true;
    validate();
    document.querySelector(".field.invalid input, .field.invalid select")?.focus();
  });
  $("#clear").addEventListener("click", () => {
    state.values.clear();
    state.touched.clear();
    state.submitted = false;
    buildForm();
    validate();
  });

  validate();
  $("#status").textContent = "Checks loaded · offline";
  $("#status").className = "pill ready";
  document.body.dataset.ready = "true";
}

main();
