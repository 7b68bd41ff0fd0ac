const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  execAsync
} from "./chunk-EMBXPRUC.js";
import {
  diag
} from "./chunk-NLC24MXA.js";
import {
  arch,
  env
} from "./chunk-HLBRODOX.js";
import "./chunk-FDYNW5TW.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-QKXLR4XC.js";

// node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/getMachineId-win.mjs
async function getMachineId() {
  const args = "QUERY HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Cryptography /v MachineGuid";
  let command = "%windir%\\System32\\REG.exe";
  if (arch === "ia32" && "PROCESSOR_ARCHITEW6432" in env) command = "%windir%\\sysnative\\cmd.exe /c " + command;
  try {
    const parts = (await execAsync(`${command} ${args}`)).stdout.split("REG_SZ");
    if (parts.length === 2) return parts[1].trim();
  } catch (e) {
    diag.debug(`error reading machine id: ${e}`);
  }
}
export {
  getMachineId
};
