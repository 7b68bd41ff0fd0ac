const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  require_ajv
} from "./chunk-G52UUCZ5.js";
import "./chunk-IGXGRSRT.js";
import "./chunk-2FS3JIAG.js";
import "./chunk-QKXLR4XC.js";
export default require_ajv();
