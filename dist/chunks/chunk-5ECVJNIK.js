const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  lstat,
  readFile,
  readdir,
  readlink,
  writeFile
} from "./chunk-EXQCX44K.js";
import {
  createHash
} from "./chunk-4BUEJA4U.js";
import {
  pathToFileURL
} from "./chunk-J6AVMCCI.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  createReadStream
} from "./chunk-6PPWJKGQ.js";
import {
  record
} from "./chunk-D4GNM7ML.js";

// src/agent/agent-cache.ts
var MANIFEST = "narrator-cache.json";
var RESTORE_TIMEOUT_MS = 45e3;
var SAVE_TIMEOUT_MS = 12e4;
var REGISTRY_TIMEOUT_MS = 2e4;
function unsafeVersion(version) {
  if (version === "") return "it is empty";
  if (version.length > 100) return "it is longer than 100 characters";
  if (/[/\\:]/.test(version) || version.includes("..")) return "it holds a path character (/, \\, : or ..)";
  if (!/^[A-Za-z0-9._+\-^~<>=*| ]+$/.test(version)) return "it holds a character no npm version has";
  return null;
}
function isExactVersion(version) {
  return /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(version);
}
function registryUrl(env) {
  const url = env["npm_config_registry"] || env["NPM_CONFIG_REGISTRY"] || "https://registry.npmjs.org/";
  return url.endsWith("/") ? url : `${url}/`;
}
async function resolveVersion(pkg, version, env, signal) {
  const url = `${registryUrl(env)}${pkg.replace("/", "%2f")}`;
  const timeout = AbortSignal.timeout(REGISTRY_TIMEOUT_MS);
  const response = await fetch(url, {
    // The abbreviated document npm itself asks for: versions and dist, no readmes.
    headers: { accept: "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8" },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout
  });
  if (!response.ok) throw new Error(`the registry answered ${response.status} for ${pkg}`);
  const doc = await response.json();
  const tagged = doc["dist-tags"]?.[version];
  const exact = isExactVersion(version) ? version : typeof tagged === "string" ? tagged : null;
  if (exact === null) throw new Error(`'${version}' is neither an exact version nor a dist-tag of ${pkg}`);
  if (!isExactVersion(exact)) throw new Error(`the registry's ${version} of ${pkg} is not a version`);
  const entry = doc.versions && Object.hasOwn(doc.versions, exact) ? doc.versions[exact] : void 0;
  if (!entry) throw new Error(`${pkg}@${exact} is not in the registry`);
  const integrity = entry.dist?.integrity;
  return { version: exact, integrity: typeof integrity === "string" ? integrity : null };
}
function cacheKey(k) {
  const pkg = k.pkg.replace(/^@/, "").replace("/", "-");
  return `narrator-agent-${k.agent}-${pkg}-${k.version}-${k.os}-${k.arch}${k.musl ? "-musl" : ""}-node${k.nodeMajor}`;
}
async function treeHash(dir) {
  const all = createHash("sha256");
  let files = 0;
  let bytes = 0;
  const walk = async (rel) => {
    const entries = (await readdir(node_path_default.join(dir, rel), { withFileTypes: true })).map((e) => e.name).sort();
    for (const name of entries) {
      const relPath = rel ? `${rel}/${name}` : name;
      if (relPath === MANIFEST) continue;
      const full = node_path_default.join(dir, relPath);
      const st = await lstat(full);
      if (st.isDirectory()) {
        all.update(`d ${relPath}\0`);
        await walk(relPath);
      } else if (st.isSymbolicLink()) {
        all.update(`l ${relPath}\0${await readlink(full)}\0`);
      } else if (st.isFile()) {
        const h = createHash("sha256");
        for await (const chunk of createReadStream(full)) h.update(chunk);
        all.update(`f ${relPath}\0${st.mode & 73 ? "x" : "-"}\0${h.digest("hex")}\0`);
        files += 1;
        bytes += st.size;
      } else {
        all.update(`o ${relPath}\0`);
      }
    }
  };
  await walk("");
  return { sha256: all.digest("hex"), files, bytes };
}
async function writeManifest(dir, m) {
  const manifest = { ...m, tree: (await treeHash(dir)).sha256 };
  await writeFile(node_path_default.join(dir, MANIFEST), `${JSON.stringify(manifest)}
`);
  return manifest;
}
async function verifyTree(dir, expected) {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(node_path_default.join(dir, MANIFEST), "utf8"));
  } catch {
    return `it has no readable ${MANIFEST}`;
  }
  if (manifest.package !== expected.package || manifest.version !== expected.version) {
    return `it holds ${String(manifest.package)}@${String(manifest.version)}`;
  }
  if (expected.integrity !== null && manifest.integrity !== expected.integrity) {
    return "it was installed from another tarball than the registry's";
  }
  const { sha256 } = await treeHash(dir);
  if (sha256 !== manifest.tree) return "its files differ from the ones it was saved with";
  return null;
}
function isForkPullRequest(event) {
  if (event.error !== null) return true;
  const pr = record(event.payload)["pull_request"];
  if (!pr) return false;
  const head = record(record(record(pr)["head"])["repo"])["full_name"];
  return typeof head !== "string" || head !== record(record(record(pr)["base"])["repo"])["full_name"];
}
async function loadCacheClient() {
  const client = pathToFileURL(node_path_default.join(node_path_default.dirname(process.argv[1] ?? ""), "cache-client.js")).href;
  return await import(client);
}
function clientReason(messages) {
  const said = messages.filter((m) => /^(warning|error): /.test(m)).at(-1);
  return said ? said.replace(/^(warning|error): /, "").slice(0, 300) : null;
}
async function within(promise, ms, signal) {
  let timer;
  let onAbort;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
    timer.unref();
    onAbort = () => resolve("cancelled");
    if (signal?.aborted) resolve("cancelled");
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener("abort", onAbort);
  }
}

export {
  MANIFEST,
  RESTORE_TIMEOUT_MS,
  SAVE_TIMEOUT_MS,
  unsafeVersion,
  isExactVersion,
  registryUrl,
  resolveVersion,
  cacheKey,
  treeHash,
  writeManifest,
  verifyTree,
  isForkPullRequest,
  loadCacheClient,
  clientReason,
  within
};
