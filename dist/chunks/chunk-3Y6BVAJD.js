const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/run/structured-output.ts
var STRUCTURED_OUTPUT_MAX_CHARS = 1024 * 1024;
var STRUCTURED_OUTPUT_MAX_DEPTH = 64;
var VIOLATIONS_NAMED = 3;
function extractStructuredOutput(summary) {
  const native = summary.fold?.lastResult?.structuredOutput;
  if (native !== void 0 && native !== null) {
    const bounded = checkBounds(native);
    return bounded ?? { ok: true, value: native, from: "native" };
  }
  const text = summary.finalText?.trim() ?? "";
  if (text === "") return { ok: false, reason: "the agent gave no final answer to take the object from" };
  if (text.length > STRUCTURED_OUTPUT_MAX_CHARS * 2) {
    return {
      ok: false,
      reason: `the final answer is longer than ${STRUCTURED_OUTPUT_MAX_CHARS * 2} characters`
    };
  }
  const candidate = text.startsWith("{") || text.startsWith("[") ? text : lastJsonFence(text);
  if (candidate === null) {
    return { ok: false, reason: "the final answer is not JSON and has no ```json block" };
  }
  if (candidate.length > STRUCTURED_OUTPUT_MAX_CHARS) {
    return { ok: false, reason: `the JSON is longer than ${STRUCTURED_OUTPUT_MAX_CHARS} characters` };
  }
  if (textDepth(candidate) > STRUCTURED_OUTPUT_MAX_DEPTH) {
    return { ok: false, reason: `the JSON nests deeper than ${STRUCTURED_OUTPUT_MAX_DEPTH} levels` };
  }
  let value;
  try {
    value = JSON.parse(candidate);
  } catch (error) {
    return { ok: false, reason: `the JSON in the final answer does not parse (${error.message})` };
  }
  return checkBounds(value) ?? { ok: true, value, from: "answer" };
}
function applyStructuredOutput(summary, validate) {
  const extracted = extractStructuredOutput(summary);
  if (extracted.ok) {
    const violations = validate(extracted.value);
    if (violations.length === 0) return { ...summary, structuredOutput: extracted.value };
    if (summary.outcome !== "success") return summary;
    const more = violations.length > VIOLATIONS_NAMED ? ` (and ${violations.length - VIOLATIONS_NAMED} more)` : "";
    return failed(
      summary,
      `the structured output does not match the schema: ${violations.slice(0, VIOLATIONS_NAMED).join("; ")}${more}`
    );
  }
  if (summary.outcome !== "success") return summary;
  return failed(summary, `no structured output (${extracted.reason})`);
}
var SCHEMA_CHECK_FAILED = "Narrator's output-schema check failed";
function failed(summary, reason) {
  return { ...summary, outcome: "error", errorMessage: `${SCHEMA_CHECK_FAILED}: ${reason}` };
}
function lastJsonFence(text) {
  const lines = text.split("\n").map((l) => l.endsWith("\r") ? l.slice(0, -1) : l);
  let last = null;
  let open = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (open === null) {
      const fence = /^(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence && line.slice(fence.length).trim().toLowerCase() === "json") open = { fence, from: i + 1 };
    } else if (line === open.fence) {
      last = lines.slice(open.from, i).join("\n");
      open = null;
    }
  }
  return last?.trim() ?? null;
}
function textDepth(text) {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}
function checkBounds(value) {
  const stack = [[value, 1]];
  let chars = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop();
    if (typeof v === "string") chars += v.length + 2;
    else if (typeof v !== "object" || v === null) chars += 8;
    else {
      if (depth > STRUCTURED_OUTPUT_MAX_DEPTH) {
        return { ok: false, reason: `the object nests deeper than ${STRUCTURED_OUTPUT_MAX_DEPTH} levels` };
      }
      for (const key of Object.keys(v)) {
        chars += key.length + 4;
        stack.push([v[key], depth + 1]);
      }
    }
    if (chars > STRUCTURED_OUTPUT_MAX_CHARS) {
      return {
        ok: false,
        reason: `the object is larger than ${STRUCTURED_OUTPUT_MAX_CHARS} characters of JSON`
      };
    }
  }
  return null;
}

export {
  applyStructuredOutput,
  SCHEMA_CHECK_FAILED
};
