const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import "./chunk-GSTR2D45.js";

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
    const Ajv2020 = exported(await import("./2020-2D4QANBI.js"), "Ajv2020");
    ajv = new Ajv2020(options);
  } else if (draft.includes("2019-09")) {
    const Ajv2019 = exported(await import("./2019-TQHKGME5.js"), "Ajv2019");
    ajv = new Ajv2019(options);
  } else if (draft === "" || /draft-0[67]/.test(draft)) {
    const Ajv = exported(await import("./ajv-APS55D4Q.js"), "Ajv");
    ajv = new Ajv(options);
  } else {
    throw new OutputSchemaError(
      `output-schema's $schema '${draft}' is not a draft Narrator validates (2020-12, 2019-09, draft-07)`
    );
  }
  const formats = exported(await import("./dist-CNIA7WQT.js"), "default");
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
export {
  OutputSchemaError,
  compileOutputSchema,
  describeViolation,
  parseSchemaText
};
