const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  execAsync
} from "./chunk-UGGSOWYT.js";
import {
  diag
} from "./chunk-NLC24MXA.js";
import "./chunk-FDYNW5TW.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-QKXLR4XC.js";

// node_modules/@opentelemetry/exporter-trace-otlp-http/node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/getMachineId-darwin.mjs
async function getMachineId() {
  try {
    const idLine = (await execAsync('ioreg -rd1 -c "IOPlatformExpertDevice"')).stdout.split("\n").find((line) => line.includes("IOPlatformUUID"));
    if (!idLine) return;
    const parts = idLine.split('" = "');
    if (parts.length === 2) return parts[1].slice(0, -1);
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
}
export {
  getMachineId
};
