// The live payout form. It asks requirements() what the chosen corridor needs, builds the form
// from the answer, and validates the whole request with the WASM build on every keystroke. The
// findings shown are the report's: nothing here knows a rule. A user reads each finding's reason
// as a plain sentence; the platform's own message, written for developers, is one click away.
import { load, verdict, blocking } from "./preflight.js";

const OP = "fiat/create-payout";

// Countries offered for SWIFT corridors, which serve any country ("*"): choices for the picker,
// not rules. Whether a choice is served is the report's to say.
const SWIFT_COUNTRIES = ["AE", "CH", "DE", "FR", "GB", "HK", "IN", "JP", "NO", "NZ", "PH", "SE", "SG", "TH", "US", "ZA"];

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
  "beneficiary.proxy_id": "PayNow proxy",
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
  "receiving_amount": "Amount",
  "payment_amount": "Amount paid",
  "reference": "Reference",
  "purpose_code": "Purpose",
  "fee_paid_by": "Fee paid by",
  "payout_date": "Payout date",
  "invoice_document": "Invoice document",
};

// Display names of the closed sets' values; a value not listed is shown as it is.
const VALUE_NAMES = {
  individual: "Individual", company: "Company",
  ach: "ABA routing number (ach)", aba: "ABA routing number (aba)", sort_code: "Sort code", bsb_code: "BSB code",
  ifsc: "IFSC code", cnaps_number: "CNAPS number", bank_code: "Bank code", branch_code: "Branch code",
  OURS: "Sender pays all fees (OURS)", SHARED: "Fees shared (SHARED)",
};
const valueName = (v) => VALUE_NAMES[v] ?? (/^[A-Z_]+$/.test(v) ? v[0] + v.slice(1).toLowerCase().replaceAll("_", " ") : v);

// Members the pickers set: the form does not ask for them twice.
const PICKED = new Set([
  "beneficiary.entity_type", "beneficiary.clearing_system", "beneficiary.address.country",
  "payment_method", "receiving_currency", "payment_currency",
]);

// Where a finding about a picked member is shown.
const PICKER_FIELDS = {
  "beneficiary.address.country": "beneficiary.address.country",
  "payment_currency": "receiving_currency",
  "receiving_currency": "receiving_currency",
  "beneficiary.clearing_system": "beneficiary.clearing_system",
  "payment_method": "beneficiary.clearing_system",
  "beneficiary.entity_type": "beneficiary.entity_type",
};

// Members the form asks for under another name: the amount is asked once, as receiving_amount
// (what the corridor's requirements name), and a finding about payment_amount is shown there.
const ALIASES = { payment_amount: "receiving_amount" };

// When requirements() is unavailable: every beneficiary field the specification names.
const FALLBACK = {
  beneficiary: ["first_name", "last_name", "company_name", "account_holder", "account_number", "iban",
    "swift_code", "routing_code_type1", "routing_code_value1", "routing_code_type2", "routing_code_value2",
    "proxy_id", "bank_name", "bank_address", "address.street_address", "address.city", "address.state",
    "address.postal_code", "additional_info.id_type", "additional_info.id_number", "additional_info.msisdn",
    "additional_info.tax_id"].map((field) => ({ field, required: false, format: {} })),
  payout: [{ field: "receiving_amount", required: true, format: { example: "100.00" } }],
};

const SECTIONS = [
  { title: "Payout", test: (f) => !f.startsWith("beneficiary.") },
  { title: "Beneficiary", test: (f) => /^beneficiary\.(first_name|last_name|company_name|account_holder)$/.test(f) },
  { title: "Bank account", test: (f) => !/^beneficiary\.(address|additional_info)\./.test(f) },
  { title: "Address", test: (f) => f.startsWith("beneficiary.address.") },
  { title: "Identification", test: () => true },
];

// What each section of facts (what the caller knows beyond the request) is, in words.
const FACT_WORDS = {
  account: "your account's status", balances: "your balance", limits: "your limits",
  idempotency: "repeated requests", fiat: "your saved beneficiaries and payouts", ramp: "your crypto settings",
};

// The three kinds of finding, in words: an error the platform states, a refusal preflight
// predicts where the platform's rules are silent, and advice the platform does not enforce.
const KIND_WORDS = { error: "Error", prediction: "Likely refused", advice: "Advice" };
const kindOf = (issue) => (issue.action !== "WARN" ? "error" : issue.predicts ? "prediction" : "advice");

const $ = (sel) => document.querySelector(sel);
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((c) => c != null && c !== ""));
  return node;
};
const regionNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;
const countryName = (cc) => {
  try {
    return regionNames?.of(cc) ?? cc;
  } catch {
    return cc;
  }
};

const state = {
  preflight: null,
  corridors: [], // requirements({}): every corridor of the table
  fields: [], // the current corridor's fields, paths from the request's root
  values: new Map(),
  autofilled: new Set(), // paths filled with the corridor's fixed value, refilled on a change
  touched: new Set(),
  pickersTouched: false, // a picker was changed: its findings may show
  submitted: false,
  requirementsError: "",
};

function corridor() {
  const [currency, method, clearing] = ($("#clearing").value || "||").split("|");
  return {
    country: $("#country").value,
    currency: $("#currency").value || currency,
    payment_method: method,
    clearing_system: clearing,
    entity_type: $("#entity").value,
  };
}

function fillSelect(select, options, keep) {
  const previous = keep ? select.value : "";
  select.replaceChildren(...options.map(([value, text]) => el("option", { value, textContent: text })));
  if (options.some(([value]) => value === previous)) select.value = previous;
}

const serves = (c, country) => c.countries.includes("*") || c.countries.includes(country);
const unique = (list) => [...new Set(list)];

// The pickers narrow each other: a country offers the currencies paid to it, a currency the
// clearing systems that carry it there.
function syncPickers(changed) {
  const all = state.corridors;
  if (!changed) {
    const listed = all.flatMap((c) => c.countries).filter((cc) => cc !== "*");
    const any = all.some((c) => c.countries.includes("*"));
    const countries = unique([...listed, ...(any ? SWIFT_COUNTRIES : [])])
      .map((cc) => [cc, `${countryName(cc)} (${cc})`])
      .sort((a, b) => a[1].localeCompare(b[1]));
    fillSelect($("#country"), countries, false);
    if (countries.some(([cc]) => cc === "US")) $("#country").value = "US";
  }
  const country = $("#country").value;
  if (changed !== "currency" && changed !== "clearing" && changed !== "entity") {
    const currencies = unique(all.filter((c) => serves(c, country)).map((c) => c.currency));
    fillSelect($("#currency"), currencies.map((c) => [c, c]), true);
    // A new country brings its own corridor: Germany pays out in EUR through its local system,
    // not in the currency picked for the country before.
    const home = all.find((c) => c.payment_method === "LOCAL" && c.countries.includes(country));
    if (home) $("#currency").value = home.currency;
  }
  if (changed !== "clearing" && changed !== "entity") {
    const currency = $("#currency").value;
    // Local corridors first: they are what a country's own banks use.
    const options = all
      .filter((c) => c.currency === currency && serves(c, country))
      .sort((a, b) => (a.payment_method === "SWIFT") - (b.payment_method === "SWIFT"))
      .map((c) => [`${c.currency}|${c.payment_method}|${c.clearing_system}`,
        c.payment_method === "SWIFT" ? "SWIFT (international)" : c.clearing_system === "LOCAL" ? "Local bank transfer" : c.clearing_system]);
    fillSelect($("#clearing"), options, changed === "currency" || changed === undefined);
    if (changed === "country") $("#clearing").selectedIndex = 0; // its local system first
  }
}

const rooted = (prefix, fields) => fields.map((f) => ({ ...f, field: prefix + f.field }));

function loadRequirements() {
  const q = corridor();
  let req;
  try {
    req = state.preflight.requirements(q)[0];
    state.requirementsError = req ? "" : "no corridor matches this choice";
  } catch (err) {
    state.requirementsError = err.message;
  }
  if (!req) {
    const drop = q.entity_type === "company" ? /first_name|last_name/ : /company_name/;
    req = { ...FALLBACK, beneficiary: FALLBACK.beneficiary.filter((f) => !drop.test(f.field)) };
  }
  state.requirement = req;
  return [...rooted("", req.payout), ...rooted("beneficiary.", req.beneficiary)].filter((f) => !PICKED.has(f.field));
}

function buildForm() {
  const fields = loadRequirements();
  state.fields = fields;
  const placed = new Set();
  const sections = SECTIONS.map((s) => {
    const own = fields.filter((f) => !placed.has(f.field) && s.test(f.field));
    own.forEach((f) => placed.add(f.field));
    if (own.length === 0) return null;
    return el("section", { className: "section" },
      el("h2", { textContent: s.title }),
      el("div", { className: "grid grid-2" }, ...own.map(fieldControl)));
  });
  $("#sections").replaceChildren(...sections.filter(Boolean));
  const note = $("#corridor-note");
  const r = state.requirement;
  note.textContent = state.requirementsError
    ? `The fields for this choice could not be listed (${state.requirementsError}); every beneficiary field is shown and the checks still run.`
    : `${r.currency} ${r.payment_method === "SWIFT" ? "by SWIFT" : "through " + r.clearing_system}: ` +
      `${fields.filter((f) => f.required && !f.when).length} required fields, marked *`;
  note.classList.toggle("warn", Boolean(state.requirementsError));
}

function hint(f) {
  const fm = f.format ?? {};
  const parts = [];
  if (fm.min_length && fm.min_length === fm.max_length) parts.push(`${fm.min_length} characters`);
  else if (fm.min_length || fm.max_length) parts.push(`${fm.min_length ?? 0}–${fm.max_length ?? "…"} characters`);
  if (fm.check) parts.push(plain(fm.check));
  if (fm.maximum) parts.push(`at most ${fm.maximum}`);
  if (f.when && !/^entity_type /.test(f.when)) parts.push(`required when ${plain(f.when)}`);
  // The example is text beside the field, not a placeholder: a placeholder's grey fails
  // contrast, vanishes on the first keystroke, and reads as a value already filled in.
  if (fm.example) parts.push(`e.g. ${fm.example}`);
  return parts.join(" · ");
}

function fieldControl(f) {
  const id = "f-" + f.field.replaceAll(".", "-");
  const fm = f.format ?? {};
  const allowed = fm.allowed ?? [];
  let control;
  if (allowed.length > 0) {
    // A closed set is a select box. A value the corridor fixes (routing_code_type1 "ach") is
    // chosen for the user; otherwise the user chooses.
    const choose = allowed.length > 1 || !f.required ? [el("option", { value: "", textContent: "Choose…" })] : [];
    control = el("select", { id, name: f.field }, ...choose,
      ...allowed.map((v) => el("option", { value: v, textContent: valueName(v) })));
    if (allowed.length === 1 && f.required && !state.values.has(f.field)) {
      state.values.set(f.field, allowed[0]);
      state.autofilled.add(f.field);
    }
  } else {
    control = el("input", { id, name: f.field, type: "text", inputMode: /amount/.test(f.field) ? "decimal" : "text" });
  }
  control.value = state.values.get(f.field) ?? "";
  control.dataset.path = f.field;
  // The label holds the field's name only: the hint and the findings describe the control
  // (aria-describedby) and stay out of its accessible name.
  const required = f.required && !f.when;
  const star = required ? el("span", { className: "req", textContent: " *" }) : null;
  star?.setAttribute("aria-hidden", "true");
  const hintText = hint(f);
  const hintNode = hintText ? el("span", { className: "hint", id: id + "-hint", textContent: hintText }) : null;
  control.setAttribute("aria-describedby", [hintNode?.id, id + "-msg"].filter(Boolean).join(" "));
  if (required) control.setAttribute("aria-required", "true");
  control.setAttribute("aria-invalid", "false");
  const box = el("div", { className: "field" },
    el("label", { className: "label", htmlFor: id }, labelOf(f.field), star),
    control, hintNode,
    el("div", { className: "msg", id: id + "-msg" }));
  box.dataset.field = f.field;
  return box;
}

const labelOf = (path) => LABELS[path] ?? path.split(".").pop().replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());

// Request members named in a reason's words, longest first, so "routing_code_value1" is not read
// as "routing_code_value" and a 1.
// Only names with an underscore: "city" or "state" are also plain English.
const MEMBER_WORDS = Object.keys(LABELS).map((path) => [path.split(".").pop(), path])
  .filter(([word]) => word.includes("_"))
  .sort((a, b) => b[0].length - a[0].length);

// plain turns a reason's sentence, written for developers, into the words of the form: the
// field's label for a member's name, and no talk of preflight's tables.
function plain(text) {
  let out = text
    .replace(/preflight's corridor table has no (\S+) corridor by/g, "$1 is not known to be paid by")
    .replace(/preflight's table asks (\S+) payouts for( the receiving bank's)?/g, "$1 payouts need")
    .replace(/preflight reads (an? |the )?/g, "expected: ")
    .replace(/\b(the )?(specification|spec)\b('s)?/gi, "the platform's rules");
  for (const [word, path] of MEMBER_WORDS) {
    out = out.replace(new RegExp(`\\b${word}\\b`, "g"), `“${labelOf(path)}”`);
  }
  return out.replace(/\bentity_type is (individual|company)\b/g, "the beneficiary is a $1").replace(/\biban\b/g, "IBAN");
}

// sentence is a reason in the form's words, as a sentence.
const sentence = (text) => {
  const s = plain(text);
  return s.charAt(0).toUpperCase() + s.slice(1) + (/[.!?]$/.test(s) ? "" : ".");
};

const icon = (kind) => {
  const node = el("span", { className: "icon " + kind });
  node.setAttribute("aria-hidden", "true");
  return node;
};

// rawNode is the platform's message, word for word, folded: a developer opens it, a user need
// not read it. Its entry and field are data for tools and tests, not shown.
function rawNode(issue, summary, className) {
  const code = el("code", { className, textContent: issue.message });
  code.dataset.id = issue.id;
  code.dataset.field = issue.field;
  return el("details", { className: "raw" }, el("summary", { textContent: summary }), code);
}

// findingNode shows one finding: its kind (icon and word), why in a plain sentence (what was
// expected, what was found), and the platform's message behind a click.
function findingNode(issue) {
  const kind = kindOf(issue);
  const why = el("span", { className: "why", textContent: sentence(issue.reason.text) });
  why.dataset.field = issue.field;
  why.dataset.reason = issue.reason.code; // for tools and tests, not shown
  const node = el("div", { className: "finding " + kind },
    el("p", { className: "say" }, icon(kind), el("span", {}, el("span", { className: "kind", textContent: KIND_WORDS[kind] + ": " }), why)),
    rawNode(issue, kind === "advice" ? "The platform's note" : "The platform's message", kind === "error" ? "err" : "warn " + kind));
  node.dataset.kind = kind;
  return node;
}

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
    receiving_currency: c.currency,
    beneficiary: { entity_type: c.entity_type, clearing_system: c.clearing_system, address: { country: c.country } },
  };
  for (const f of state.fields) {
    const v = state.values.get(f.field);
    if (v !== undefined && v !== "") setPath(body, f.field, v);
  }
  return body;
}

// messageTarget finds where a finding is shown: its field, the picker that stands for it, or
// the banner for the request as a whole.
function messageTarget(field) {
  for (const name of [field, ALIASES[field]].filter(Boolean)) {
    const box = document.querySelector(`.field[data-field="${CSS.escape(name)}"]`);
    if (box && box.querySelector("[data-path]")) return { box, shown: state.submitted || state.touched.has(name) };
  }
  const picker = PICKER_FIELDS[field];
  if (picker) return { box: document.querySelector(`[data-field="${CSS.escape(picker)}"]`), shown: state.submitted || state.pickersTouched };
  return null;
}

function validate() {
  const body = request();
  const t0 = performance.now();
  const report = state.preflight.validate(OP, body);
  const ms = performance.now() - t0;
  $("#timing").textContent = `last check ${ms < 1 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
  const v = verdict(report);

  document.querySelectorAll(".field").forEach((box) => {
    box.classList.remove("invalid", "predicted");
    box.querySelector(".msg").replaceChildren();
    box.querySelector("input, select")?.setAttribute("aria-invalid", "false");
  });
  // Nothing is marked before the user has done something: a finding shows once its field (or a
  // picker) is touched, and every finding once the form is submitted. Errors first, then the
  // warnings (predictions and advice) in the report's order.
  const shown = [];
  const general = [];
  let hidden = 0;
  for (const issue of [...report.errors, ...report.warnings]) {
    const kind = kindOf(issue);
    const target = messageTarget(issue.field);
    if (!(target ? target.shown : state.submitted)) {
      if (kind !== "advice") hidden++;
      continue;
    }
    shown.push(issue);
    if (!target) {
      if (kind === "error") general.push(issue);
      continue;
    }
    if (kind !== "advice") {
      target.box.classList.add(kind === "error" ? "invalid" : "predicted");
      target.box.querySelector("input, select")?.setAttribute("aria-invalid", "true");
    }
    target.box.querySelector(".msg").append(findingNode(issue));
  }
  const banner = $("#general");
  banner.hidden = general.length === 0;
  banner.replaceChildren(...general.map(findingNode));

  const item = (i) => {
    const kind = kindOf(i);
    const li = el("li", { className: kind }, icon(kind),
      el("span", { className: "text" },
        el("span", {}, el("span", { className: "kind", textContent: KIND_WORDS[kind] + ": " }), el("span", { className: "why", textContent: sentence(i.reason.text) })),
        el("span", { className: "where", textContent: where(i) }),
        rawNode(i, "The platform's message", "m")));
    li.dataset.action = i.action; // the platform's legend, for tools and tests
    return li;
  };
  $("#issues").replaceChildren(...shown.map(item));
  if (v === "valid") $("#issues").append(el("li", { className: "none", textContent: "Nothing stops this payout: every check passes." }));
  else if (shown.length === 0) $("#issues").append(el("li", { className: "quiet", textContent: "Messages appear as you fill in the form." }));
  $("#skipped").textContent = report.skipped.length && (state.submitted || report.valid)
    ? `Checked on your server, where your account is known: ${unique(report.skipped.map((s) => FACT_WORDS[s.needs.split(".")[0]] ?? s.needs.split(".")[0])).join(", ")}.`
    : "";
  showVerdict(report, v, shown, hidden);
  $("#json-title").textContent = v === "valid" ? "JSON that would be sent" : "Request so far";
  $("#json").textContent = JSON.stringify(body, null, 2);
  document.body.dataset.valid = String(report.valid);
  document.body.dataset.verdict = v;
}

// showVerdict says what the report means: ready to send only when nothing blocks it; likely
// refused, naming each predicted refusal and its reason, when only predictions do; the problems
// to fix when the platform states a refusal.
function showVerdict(report, v, shown, hidden) {
  const engaged = state.submitted || state.touched.size > 0 || state.pickersTouched;
  const n = shown.filter((i) => kindOf(i) !== "advice").length;
  const box = $("#verdict");
  const list = $("#verdict-list");
  list.replaceChildren();
  let kind, title, detail;
  if (v === "valid") {
    kind = "ok";
    title = "Ready to send";
    detail = report.warnings.length > 0
      ? "The request below passes every check the platform states; see the advice beside the fields."
      : "The request below passes every check the platform states.";
  } else if (v === "likely-refused") {
    const predicted = blocking(report);
    kind = "likely";
    title = "Likely refused";
    detail = `Not ready to send: the platform is likely to refuse ${predicted.length === 1 ? "this payout for this reason" : "this payout for these reasons"}.`;
    list.append(...predicted.map((p) => {
      const li = el("li", {}, el("strong", { textContent: where(p) + ": " }), sentence(p.reason.text),
        rawNode(p, "What the platform would answer", "m"));
      li.dataset.predicts = p.predicts; // the entry's id, for tools and tests
      return li;
    }));
  } else if (n > 0) {
    kind = "bad";
    title = `${n} ${n === 1 ? "problem" : "problems"} to fix`;
    detail = hidden > 0 ? `And ${hidden} in fields not filled in yet: “Check payout” shows them all.` : "See the messages beside the fields.";
  } else {
    kind = "pending";
    title = engaged ? "Keep going" : "Fill in the form";
    detail = engaged ? `${hidden} ${hidden === 1 ? "thing" : "things"} left to fill in or fix.` : "Every keystroke is checked with the platform's rules.";
  }
  box.className = "verdict " + kind;
  box.firstElementChild.className = "icon " + (kind === "bad" ? "error" : kind === "likely" ? "prediction" : kind);
  $("#verdict-title").textContent = title;
  $("#verdict-detail").textContent = detail;
}

const where = (i) => (i.field ? labelOf(ALIASES[i.field] ?? i.field) : "The payout as a whole");

async function main() {
  try {
    state.preflight = await load();
  } catch (err) {
    $("#status").textContent = "The checks could not load: " + err.message;
    $("#status").className = "pill error";
    return;
  }
  try {
    state.corridors = state.preflight.requirements({});
  } catch (err) {
    state.requirementsError = err.message;
  }
  if (state.corridors.length === 0) {
    // Without the table, offer the contract's example corridors so the checks can still be tried.
    state.corridors = [["US", "USD", "ACH"], ["US", "USD", "FEDWIRE"], ["CA", "CAD", "EFT"], ["GB", "GBP", "FASTER PAYMENTS"],
      ["HK", "HKD", "LOCAL"], ["SG", "SGD", "FAST"], ["IN", "INR", "IFSC"]]
      .map(([cc, currency, clearing_system]) => ({ countries: [cc], currency, clearing_system, payment_method: "LOCAL" }));
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
    if (!picker) {
      // A select box's choice is an edit like typing, without an input event in every browser.
      const path = e.target.dataset.path;
      if (path && e.target.tagName === "SELECT") {
        state.values.set(path, e.target.value);
        state.touched.add(path);
        state.autofilled.delete(path);
        validate();
      }
      return;
    }
    state.pickersTouched = true;
    for (const path of state.autofilled) {
      state.values.delete(path);
      state.touched.delete(path);
    }
    state.autofilled.clear();
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
  $("#example").addEventListener("click", () => {
    // Each field's example from requirements(): a start the user can then break on purpose.
    // requirements() gives examples for the corridor and country chosen, so they fit together.
    for (const f of state.fields) {
      const example = f.format?.example;
      if (example && f.required && !f.when && !state.autofilled.has(f.field)) {
        state.values.set(f.field, example);
        state.touched.add(f.field);
      }
    }
    buildForm();
    validate();
  });
  $("#clear").addEventListener("click", () => {
    state.values.clear();
    state.autofilled.clear();
    state.touched.clear();
    state.pickersTouched = false;
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
