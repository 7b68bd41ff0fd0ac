const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  sanitizeKey,
  stageCopies
} from "./chunk-JDSBHPBL.js";
import {
  runPageUrl
} from "./chunk-GW2TDSCI.js";
import {
  pathToFileURL
} from "./chunk-J6AVMCCI.js";
import {
  appendFile
} from "./chunk-EXQCX44K.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  existsSync
} from "./chunk-WSYYOAVZ.js";

// builtin:node:perf_hooks
var __builtin = process.getBuiltinModule("node:perf_hooks");
var __read = (name) => __builtin[name];
var performance = /* @__PURE__ */ __read("performance");

// src/runner/load-artifact-client.ts
async function loadArtifactClient() {
  const client = pathToFileURL(node_path_default.join(node_path_default.dirname(process.argv[1] ?? ""), "artifact-client.js")).href;
  return await import(client);
}

// src/action/publish/artifact.ts
function artifactName(env, commentKey, leg = null) {
  const parts = ["narrator", env["GITHUB_JOB"] || "job", env["GITHUB_RUN_ATTEMPT"] || "1"];
  if (leg?.trim()) parts.push(sanitizeKey(leg));
  if (commentKey?.trim()) parts.push(sanitizeKey(commentKey));
  return parts.join("-").replace(/[\u0000-\u001f"':<>|*?\\/\s]+/g, "_").slice(0, 200);
}
function artifactFiles(files) {
  return [files.reportFile, files.logFile, files.summaryFile].filter((file) => existsSync(file));
}
function artifactUrl(env, id) {
  const page = runPageUrl(env);
  return page === null ? null : `${page}/artifacts/${id}`;
}
async function defaultUpload(name, files, rootDirectory) {
  const { uploadArtifact } = await loadArtifactClient();
  return uploadArtifact(name, files, rootDirectory);
}
async function uploadRunArtifact(o) {
  const name = artifactName(o.env, o.commentKey, o.leg);
  const own = o.files.own?.uploadable() ?? null;
  const files = own === null ? artifactFiles(o.files) : own.map((f) => f.file.path);
  if (files.length === 0) {
    o.warning(
      `upload-artifact: nothing to upload (${o.files.logFile} and ${o.files.summaryFile} are missing)`
    );
    return null;
  }
  if (!o.upload && (!o.env["ACTIONS_RUNTIME_TOKEN"] || !o.env["ACTIONS_RESULTS_URL"])) {
    o.warning(
      "upload-artifact: skipped, this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)"
    );
    return null;
  }
  let staged = null;
  if (own !== null && o.files.own) {
    try {
      staged = stageCopies(node_path_default.dirname(o.files.own.dir), own);
    } catch (error) {
      o.warning(`upload-artifact: could not stage the files for '${name}': ${error.message}`);
      return null;
    }
  }
  const uploadFiles = staged?.paths ?? files;
  const root = staged?.root ?? commonDirectory(files);
  let id;
  try {
    ({ id } = await (o.upload ?? defaultUpload)(name, uploadFiles, root));
  } catch (error) {
    o.warning(`upload-artifact: could not upload the artifact '${name}': ${error.message}`);
    return null;
  } finally {
    if (staged !== null) {
      const replaced = staged.replaced();
      if (replaced.length > 0) {
        o.warning(
          `upload-artifact: ${replaced.map((f) => node_path_default.basename(f)).join(", ")} of '${name}' changed while it was uploaded (something the agent ran is still writing to Narrator's folder); the artifact may not hold Narrator's files`
        );
      }
      staged.remove();
    }
  }
  if (id === void 0) {
    o.warning(`upload-artifact: the artifact '${name}' was uploaded but no id came back`);
    return null;
  }
  const uploaded = { id, name, url: artifactUrl(o.env, id), files };
  o.info(
    `Narrator uploaded the artifact ${name} (id ${id}): ${files.map((f) => node_path_default.basename(f)).join(", ")}`
  );
  if (o.stepSummary && o.env["GITHUB_STEP_SUMMARY"]) {
    const label = `\`${name}\``;
    const line = uploaded.url ? `[${label}](${uploaded.url})` : `${label} (id ${id})`;
    try {
      await appendFile(
        o.env["GITHUB_STEP_SUMMARY"],
        `
\u{1F4E6} Artifact ${line}: report.html (the whole run as one page a person can read, offline), the raw stream (redacted) and summary.json.
`
      );
    } catch (error) {
      o.warning(
        `upload-artifact: could not link the artifact in the step summary: ${error.message}`
      );
    }
  }
  return uploaded;
}
function commonDirectory(files) {
  let dir = node_path_default.dirname(files[0]);
  while (!files.every((f) => f.startsWith(dir + node_path_default.sep))) dir = node_path_default.dirname(dir);
  return dir;
}

export {
  performance,
  loadArtifactClient,
  defaultUpload,
  uploadRunArtifact
};
