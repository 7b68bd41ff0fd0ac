const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  promisify
} from "./chunk-FDYNW5TW.js";
import {
  exec,
  execFile
} from "./chunk-HJQAVGFE.js";

// node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/execAsync.mjs
var execAsync = promisify(exec);
var execFileAsync = promisify(execFile);

export {
  execAsync,
  execFileAsync
};
