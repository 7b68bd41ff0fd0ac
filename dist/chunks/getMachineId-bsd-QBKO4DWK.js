const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  execFileAsync
} from "./chunk-EMBXPRUC.js";
import {
  diag
} from "./chunk-NLC24MXA.js";
import "./chunk-FDYNW5TW.js";
import "./chunk-HJQAVGFE.js";
import {
  promises
} from "./chunk-6PPWJKGQ.js";
import "./chunk-QKXLR4XC.js";

// node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/getMachineId-bsd.mjs
var EXEC_TIMEOUT_MS = 5e3;
async function getMachineId() {
  try {
    return (await promises.readFile("/etc/hostid", { encoding: "utf8" })).trim();
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
  try {
    return (await execFileAsync("/bin/kenv", ["-q", "smbios.system.uuid"], { timeout: EXEC_TIMEOUT_MS })).stdout.trim();
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
}
export {
  getMachineId
};
