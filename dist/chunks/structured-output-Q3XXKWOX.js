const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SCHEMA_CHECK_FAILED,
  STRUCTURED_OUTPUT_MAX_CHARS,
  STRUCTURED_OUTPUT_MAX_DEPTH,
  applyStructuredOutput,
  extractStructuredOutput
} from "./chunk-VEUXDD44.js";
import "./chunk-GSTR2D45.js";
export {
  SCHEMA_CHECK_FAILED,
  STRUCTURED_OUTPUT_MAX_CHARS,
  STRUCTURED_OUTPUT_MAX_DEPTH,
  applyStructuredOutput,
  extractStructuredOutput
};
