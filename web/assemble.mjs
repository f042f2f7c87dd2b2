// Lays the package's build outputs beside the ES module, from web/generated/: preflight.wasm
// (the gzip copy inflated), preflight.wasm.br and preflight.wasm.gz (precompressed, for servers
// that send them with Content-Encoding), wasm_exec.js, and the repository's LICENSE. npm runs it
// before packing (prepack), so `npm pack` needs Node only: web/generated/ is committed, and
// scripts/test-browser.sh fails when it differs from a fresh build. Only when web/generated/ is
// missing does it build it, with Go (go run ./web/genassets).
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const web = new URL("./", import.meta.url);
const root = new URL("../", web);
const generated = new URL("generated/", web);
const inputs = ["preflight.wasm.gz", "preflight.wasm.br", "wasm_exec.js"];

// The Go release the committed build is made with: go.mod's toolchain line.
function goRelease() {
  try {
    const mod = readFileSync(new URL("go.mod", root), "utf8");
    return mod.match(/^toolchain (go\S+)/m)?.[1] ?? mod.match(/^go (\S+)/m)?.[1] ?? "the release go.mod names";
  } catch {
    return "the release go.mod names";
  }
}

const missing = () => inputs.filter((f) => !existsSync(new URL(f, generated)));
if (missing().length > 0) {
  const release = goRelease();
  console.error(`assemble: web/generated/ lacks ${missing().join(", ")}; building it with Go (${release}): go run ./web/genassets`);
  const go = spawnSync("go", ["run", "./web/genassets"], { cwd: fileURLToPath(root), stdio: "inherit" });
  if (go.error || go.status !== 0 || missing().length > 0) {
    console.error(
      `assemble: cannot make web/generated/ (${go.error ? go.error.message : `go exited ${go.status}`}). ` +
        `Install Go ${release} and run \`go generate ./web\` at the repository's root, or pack from a full clone, where web/generated/ is committed.`,
    );
    process.exit(1);
  }
}

const gz = readFileSync(new URL("preflight.wasm.gz", generated));
const br = readFileSync(new URL("preflight.wasm.br", generated));
const wasm = gunzipSync(gz);
if (!brotliDecompressSync(br).equals(wasm)) {
  console.error("assemble: web/generated/preflight.wasm.br and .gz hold different builds: run `go generate ./web`");
  process.exit(1);
}
writeFileSync(new URL("preflight.wasm", web), wasm);
writeFileSync(new URL("preflight.wasm.gz", web), gz);
writeFileSync(new URL("preflight.wasm.br", web), br);
copyFileSync(new URL("wasm_exec.js", generated), new URL("wasm_exec.js", web));
copyFileSync(new URL("LICENSE", root), new URL("LICENSE", web));
console.error(`assemble: preflight.wasm ${wasm.length} bytes, .gz ${gz.length}, .br ${br.length}`);
