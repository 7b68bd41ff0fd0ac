const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  execAsync
} from "./chunk-AVNOI7GF.js";
import "./chunk-MQVHZZJP.js";
import "./chunk-WSIOUFCG.js";
import {
  promises
} from "./chunk-SV7BF4NV.js";
import {
  diag
} from "./chunk-NLC24MXA.js";
import "./chunk-GSTR2D45.js";

// node_modules/@opentelemetry/exporter-trace-otlp-http/node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/getMachineId-bsd.mjs
async function getMachineId() {
  try {
    return (await promises.readFile("/etc/hostid", { encoding: "utf8" })).trim();
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
  try {
    return (await execAsync("kenv -q smbios.system.uuid")).stdout.trim();
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
}
export {
  getMachineId
};
