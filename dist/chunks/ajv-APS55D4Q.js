const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  require_ajv
} from "./chunk-TZSAEJRE.js";
import "./chunk-5SHPENJT.js";
import "./chunk-VNP7IGR7.js";
import "./chunk-GSTR2D45.js";
export default require_ajv();
