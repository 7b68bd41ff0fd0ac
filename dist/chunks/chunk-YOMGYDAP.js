import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  runPageUrl,
  sanitizeKey
} from "./chunk-5GMJ6LPG.js";

// src/action/artifact.ts
import { existsSync } from "node:fs";
import { appendFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
function artifactName(env, commentKey) {
  const parts = ["narrator", env["GITHUB_JOB"] || "job", env["GITHUB_RUN_ATTEMPT"] || "1"];
  if (commentKey?.trim()) parts.push(sanitizeKey(commentKey));
  return parts.join("-").replace(/[\u0000-\u001f"':<>|*?\\/\s]+/g, "_").slice(0, 200);
}
function artifactFiles(files) {
  return [files.logFile, files.summaryFile].filter((file) => existsSync(file));
}
function artifactUrl(env, id) {
  const page = runPageUrl(env);
  return page === null ? null : `${page}/artifacts/${id}`;
}
async function loadArtifactClient() {
  const client = pathToFileURL(path.join(path.dirname(process.argv[1] ?? ""), "artifact-client.js")).href;
  return await import(client);
}
async function defaultUpload(name, files, rootDirectory) {
  const { uploadArtifact } = await loadArtifactClient();
  return uploadArtifact(name, files, rootDirectory);
}
async function uploadRunArtifact(o) {
  const name = artifactName(o.env, o.commentKey);
  const files = artifactFiles(o.files);
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
  const root = commonDirectory(files);
  let id;
  try {
    ({ id } = await (o.upload ?? defaultUpload)(name, files, root));
  } catch (error) {
    o.warning(`upload-artifact: could not upload the artifact '${name}': ${error.message}`);
    return null;
  }
  if (id === void 0) {
    o.warning(`upload-artifact: the artifact '${name}' was uploaded but no id came back`);
    return null;
  }
  const uploaded = { id, name, url: artifactUrl(o.env, id), files };
  o.info(
    `Narrator uploaded the artifact ${name} (id ${id}): ${files.map((f) => path.basename(f)).join(", ")}`
  );
  if (o.stepSummary && o.env["GITHUB_STEP_SUMMARY"]) {
    const label = `\`${name}\``;
    const line = uploaded.url ? `[${label}](${uploaded.url})` : `${label} (id ${id})`;
    try {
      await appendFile(
        o.env["GITHUB_STEP_SUMMARY"],
        `
\u{1F4E6} Artifact ${line}: the raw stream (redacted) and summary.json.
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
  let dir = path.dirname(files[0]);
  while (!files.every((f) => f.startsWith(dir + path.sep))) dir = path.dirname(dir);
  return dir;
}

export {
  defaultUpload,
  uploadRunArtifact
};
