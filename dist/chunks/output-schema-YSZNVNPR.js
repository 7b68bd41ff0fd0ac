const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  mkdir,
  readFile,
  writeFile
} from "./chunk-EXQCX44K.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  applyStructuredOutput
} from "./chunk-3Y6BVAJD.js";
import "./chunk-QKXLR4XC.js";

// src/run/json-schema.ts
var OutputSchemaError = class extends Error {
  name = "OutputSchemaError";
};
function parseSchemaText(text, what) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new OutputSchemaError(`${what} is not JSON: ${error.message}`, { cause: error });
  }
}
async function compileOutputSchema(schema) {
  if (typeof schema !== "boolean" && (typeof schema !== "object" || schema === null || Array.isArray(schema))) {
    throw new OutputSchemaError("output-schema must be a JSON Schema: an object (or true/false)");
  }
  const draft = typeof schema === "object" ? String(schema.$schema ?? "") : "";
  const options = { allErrors: true, strict: false, validateFormats: true };
  let ajv;
  if (draft.includes("2020-12")) {
    const Ajv2020 = exported(await import("./2020-D3OIK2TB.js"), "Ajv2020");
    ajv = new Ajv2020(options);
  } else if (draft.includes("2019-09")) {
    const Ajv2019 = exported(await import("./2019-DFCQ6OLH.js"), "Ajv2019");
    ajv = new Ajv2019(options);
  } else if (draft === "" || /draft-0[67]/.test(draft)) {
    const Ajv = exported(await import("./ajv-3XE57QID.js"), "Ajv");
    ajv = new Ajv(options);
  } else {
    throw new OutputSchemaError(
      `output-schema's $schema '${draft}' is not a draft Narrator validates (2020-12, 2019-09, draft-07)`
    );
  }
  const formats = exported(await import("./dist-PKXYC7XT.js"), "default");
  formats(ajv);
  let validate;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    throw new OutputSchemaError(`output-schema is not a valid JSON Schema: ${error.message}`, {
      cause: error
    });
  }
  return (value) => validate(value) ? [] : (validate.errors ?? []).map(describeViolation);
}
function exported(mod, name) {
  for (const candidate of [mod?.[name], mod?.default?.[name], mod?.default?.default, mod?.default]) {
    if (typeof candidate === "function") return candidate;
  }
  throw new Error(`the installed ajv has no ${name}`);
}
function describeViolation(e) {
  const at = e.instancePath;
  const key = (k) => String(k).replace(/~/g, "~0").replace(/\//g, "~1").slice(0, 100);
  switch (e.keyword) {
    case "required":
      return `${at}/${key(e.params["missingProperty"])} is required`;
    case "additionalProperties":
      return `${at}/${key(e.params["additionalProperty"])} is not allowed`;
    case "enum": {
      const allowed = e.params["allowedValues"]?.map((v) => JSON.stringify(v));
      return `${at || "/"} must be one of ${allowed?.join(", ").slice(0, 200) ?? "the allowed values"}`;
    }
    default:
      return `${at || "/"} ${e.message ?? `fails ${e.keyword}`}`;
  }
}

// src/action/launch/output-schema.ts
var SCHEMA_MAX_BYTES = 1024 * 1024;
async function readOutputSchema(raw, workspace) {
  const text = raw.trim();
  if (text.startsWith("{") || text === "true" || text === "false") {
    return { schema: parseSchemaText(text, "the inline output-schema"), source: "inline" };
  }
  const root = node_path_default.resolve(workspace);
  const file = node_path_default.resolve(root, text);
  const relative = node_path_default.relative(root, file);
  if (relative.startsWith("..") || node_path_default.isAbsolute(relative)) {
    throw new OutputSchemaError(`output-schema '${text}' is outside the workspace (${root})`);
  }
  let body;
  try {
    const buffer = await readFile(file);
    if (buffer.length > SCHEMA_MAX_BYTES) {
      throw new OutputSchemaError(`output-schema '${text}' is larger than ${SCHEMA_MAX_BYTES} bytes`);
    }
    body = buffer.toString("utf8");
  } catch (error) {
    if (error instanceof OutputSchemaError) throw error;
    throw new OutputSchemaError(`output-schema '${text}' cannot be read: ${error.message}`, {
      cause: error
    });
  }
  return { schema: parseSchemaText(body, `output-schema '${text}'`), source: relative };
}
async function prepareOutputSchema(raw, workspace) {
  const { schema, source } = await readOutputSchema(raw, workspace);
  return { schema, source, validate: await compileOutputSchema(schema) };
}
async function withNativeSchema(spec, schema, dir) {
  if (spec.agent === "claude") {
    return {
      spec: { ...spec, args: [...spec.args, "--json-schema", JSON.stringify(forClaude(schema.schema))] },
      how: "passed to Claude Code (--json-schema); its result carries the object"
    };
  }
  if (spec.agent === "codex") {
    await mkdir(dir, { recursive: true });
    const file = node_path_default.join(dir, `output-schema-${process.pid}.json`);
    await writeFile(file, JSON.stringify(schema.schema));
    const args = [...spec.args];
    const at = args.at(-1) === "-" ? args.length - 1 : args.length;
    args.splice(at, 0, "--output-schema", file);
    return {
      spec: { ...spec, args },
      how: "passed to Codex (--output-schema); its final message is the object"
    };
  }
  return {
    spec,
    how: "the object is taken from the final answer (the whole answer, or its last ```json block)"
  };
}
function forClaude(schema) {
  if (typeof schema !== "object" || schema === null || !("$schema" in schema)) return schema;
  const { $schema: _, ...rest } = schema;
  return rest;
}
function checkStructuredOutput(summary, schema) {
  return schema === null ? summary : applyStructuredOutput(summary, schema.validate);
}
export {
  checkStructuredOutput,
  prepareOutputSchema,
  readOutputSchema,
  withNativeSchema
};
