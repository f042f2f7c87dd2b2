// Type-checks every JavaScript and TypeScript snippet of the documentation (```js and ```ts
// blocks of README.md, docs/*.md and web/README.md) with tsc --strict, against the package's
// declarations: a snippet that calls the API wrongly, or no longer as it is, fails. Each block is
// a module of its own (a .js file checked with checkJs, or a .ts file); names a snippet takes
// from the reader's application are declared in snippets/app.d.ts. A line whose comment starts
// with "// error:" shows a compile error on purpose: it must fail (@ts-expect-error).
// docs/openapi.md's TypeScript imports "./platform", the types openapi-typescript generates from
// docs/openapi.json: PREFLIGHT_PLATFORM_TYPES names that file (scripts/test-openapi.sh writes it
// there when the variable is set, as scripts/test-browser.sh does), and without it those
// snippets cannot be checked.
//   node web/test/doc-snippets.mjs      (typescript from web/node_modules: npm install in web/)
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("../", import.meta.url));
const root = join(web, "..");
const docs = ["README.md", "web/README.md", ...readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => "docs/" + f)];

const dir = mkdtempSync(join(tmpdir(), "doc-snippets-"));
const origins = new Map(); // snippet file name -> [doc, line of each of the file's lines]
let count = 0;
for (const doc of docs) {
  const lines = readFileSync(join(root, doc), "utf8").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(/^```(js|ts)\s*$/);
    if (!open) continue;
    const out = [];
    const where = [];
    let j = i + 1;
    for (; j < lines.length && !/^```\s*$/.test(lines[j]); j++) {
      if (/\/\/ error:/.test(lines[j])) {
        out.push("// @ts-expect-error");
        where.push(j + 1);
      }
      out.push(lines[j]);
      where.push(j + 1);
    }
    out.push("export {};");
    where.push(j + 1);
    const name = `${doc.replaceAll("/", "_")}_${i + 1}.${open[1]}`;
    writeFileSync(join(dir, name), out.join("\n") + "\n");
    origins.set(name, [doc, where]);
    count++;
    i = j;
  }
}
copyFileSync(join(web, "test", "snippets", "app.d.ts"), join(dir, "app.d.ts"));
if (process.env.PREFLIGHT_PLATFORM_TYPES) {
  copyFileSync(process.env.PREFLIGHT_PLATFORM_TYPES, join(dir, "platform.d.ts"));
}
writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({
  compilerOptions: {
    strict: true, noEmit: true, allowJs: true, checkJs: true, skipLibCheck: false,
    target: "es2022", module: "esnext", moduleResolution: "bundler", lib: ["es2022", "dom"],
    paths: { "@preflightpay/preflight": [join(web, "preflight.d.ts")] },
  },
  include: ["*.ts", "*.js"],
}));

const tsc = spawnSync(join(web, "node_modules", ".bin", "tsc"), ["-p", dir, "--pretty", "false"], { encoding: "utf8" });
rmSync(dir, { recursive: true, force: true });
if (tsc.error) {
  console.error(`doc-snippets: ${tsc.error.message} (run npm install in web/ for typescript)`);
  process.exit(2);
}
// Errors point at the documentation's own lines.
const report = (tsc.stdout + tsc.stderr).replace(/^(\S+?\.(?:js|ts))\((\d+),(\d+)\)/gm, (all, file, line) => {
  const origin = origins.get(file.split("/").pop());
  return origin ? `${origin[0]}:${origin[1][Number(line) - 1] ?? "?"}` : all;
});
if (tsc.status !== 0) {
  console.error(report.trim());
  if (!process.env.PREFLIGHT_PLATFORM_TYPES && report.includes("'./platform'")) {
    console.error("doc-snippets: set PREFLIGHT_PLATFORM_TYPES to the types scripts/test-openapi.sh generates from docs/openapi.json");
  }
  console.error(`doc-snippets: ${count} snippets, tsc --strict failed`);
  process.exit(1);
}
console.log(`doc-snippets: ${count} snippets of ${docs.length} files type-check with tsc --strict`);
