const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  diag
} from "./chunk-NLC24MXA.js";
import {
  promises
} from "./chunk-6PPWJKGQ.js";
import "./chunk-QKXLR4XC.js";

// node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/getMachineId-linux.mjs
async function getMachineId() {
  for (const path of ["/etc/machine-id", "/var/lib/dbus/machine-id"]) try {
    return (await promises.readFile(path, { encoding: "utf8" })).trim();
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
}
export {
  getMachineId
};
