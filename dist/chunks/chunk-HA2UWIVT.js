const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ownValue,
  setOwn
} from "./chunk-Z2YTTTIW.js";
import {
  __export
} from "./chunk-GSTR2D45.js";

// builtin:node:url
var __builtin = process.getBuiltinModule("node:url");
var __read = (name) => __builtin[name];
var pathToFileURL = /* @__PURE__ */ __read("pathToFileURL");
var fileURLToPath = /* @__PURE__ */ __read("fileURLToPath");

// src/stream/acp-record.ts
var DIRECTION_KEY = "_narrator";
function unwrapRecorded(frame) {
  if (!Object.hasOwn(frame, DIRECTION_KEY)) return { direction: "received", message: frame };
  const direction = frame[DIRECTION_KEY];
  const message = frame.message;
  if (direction !== "sent" && direction !== "received") return null;
  if (message === null || typeof message !== "object" || Array.isArray(message)) return null;
  return { direction, message };
}

// node_modules/zod/v4/core/util.js
var util_exports = {};
__export(util_exports, {
  BIGINT_FORMAT_RANGES: () => BIGINT_FORMAT_RANGES,
  CONSTANT_CATCH: () => CONSTANT_CATCH,
  Class: () => Class,
  NUMBER_FORMAT_RANGES: () => NUMBER_FORMAT_RANGES,
  aborted: () => aborted,
  allowsEval: () => allowsEval,
  assert: () => assert,
  assertEqual: () => assertEqual,
  assertIs: () => assertIs,
  assertNever: () => assertNever,
  assertNotEqual: () => assertNotEqual,
  assignProp: () => assignProp,
  attachSchema: () => attachSchema,
  base64ToUint8Array: () => base64ToUint8Array,
  base64urlToUint8Array: () => base64urlToUint8Array,
  cached: () => cached,
  captureStackTrace: () => captureStackTrace,
  cleanEnum: () => cleanEnum,
  cleanRegex: () => cleanRegex,
  clone: () => clone,
  cloneDef: () => cloneDef,
  codePointLength: () => codePointLength,
  constantCatch: () => constantCatch,
  createTransparentProxy: () => createTransparentProxy,
  defineLazy: () => defineLazy,
  defineLazyInternal: () => defineLazyInternal,
  derived: () => derived,
  esc: () => esc,
  escapeRegex: () => escapeRegex,
  explicitlyAborted: () => explicitlyAborted,
  extend: () => extend,
  finalizeIssue: () => finalizeIssue,
  floatSafeRemainder: () => floatSafeRemainder,
  getElementAtPath: () => getElementAtPath,
  getEnumValues: () => getEnumValues,
  getLengthableOrigin: () => getLengthableOrigin,
  getParsedType: () => getParsedType,
  getSizableOrigin: () => getSizableOrigin,
  hexToUint8Array: () => hexToUint8Array,
  hide: () => hide,
  installLazyProp: () => installLazyProp,
  isObject: () => isObject,
  isPlainObject: () => isPlainObject,
  issue: () => issue,
  joinValues: () => joinValues,
  jsonStringifyReplacer: () => jsonStringifyReplacer,
  members: () => members,
  merge: () => merge,
  mergeDefs: () => mergeDefs,
  normalizeParams: () => normalizeParams,
  nullish: () => nullish,
  numKeys: () => numKeys,
  objectClone: () => objectClone,
  omit: () => omit,
  optionalKeys: () => optionalKeys,
  own: () => own,
  parsedType: () => parsedType,
  partial: () => partial,
  pick: () => pick,
  prefixIssues: () => prefixIssues,
  primitiveTypes: () => primitiveTypes,
  promiseAllObject: () => promiseAllObject,
  propertyKeyTypes: () => propertyKeyTypes,
  randomString: () => randomString,
  rawShape: () => rawShape,
  required: () => required,
  safeExtend: () => safeExtend,
  shallowClone: () => shallowClone,
  sizeCaps: () => sizeCaps,
  slugify: () => slugify,
  stringifyPrimitive: () => stringifyPrimitive,
  toZod: () => toZod,
  uint8ArrayToBase64: () => uint8ArrayToBase64,
  uint8ArrayToBase64url: () => uint8ArrayToBase64url,
  uint8ArrayToHex: () => uint8ArrayToHex,
  unwrapMessage: () => unwrapMessage
});
function assertEqual(val) {
  return val;
}
function assertNotEqual(val) {
  return val;
}
function toZod() {
  return (schema) => schema;
}
function assertIs(_arg) {
}
function assertNever(_x) {
  throw new Error("Unexpected value in exhaustive check");
}
function assert(_) {
}
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === "number");
  const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
  const ratio = val / step;
  const roundedRatio = Math.round(ratio);
  const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
  if (Math.abs(ratio - roundedRatio) < tolerance)
    return 0;
  return ratio - roundedRatio;
}
var EVALUATING = /* @__PURE__ */ Symbol("evaluating");
function defineLazy(object2, key, getter) {
  let value = void 0;
  Object.defineProperty(object2, key, {
    get() {
      if (value === EVALUATING) {
        return void 0;
      }
      if (value === void 0) {
        value = EVALUATING;
        value = getter();
      }
      return value;
    },
    set(v) {
      Object.defineProperty(object2, key, {
        value: v
        // configurable: true,
      });
    },
    configurable: true
  });
}
function objectClone(obj) {
  return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
  return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
  Object.defineProperty(target, key, {
    get() {
      const value = getter();
      assignProp(this, key, value);
      return value;
    },
    enumerable: true,
    configurable: true
  });
}
function putProp(target, key, value) {
  if (key in target)
    assignProp(target, key, value);
  else
    target[key] = value;
}
function mirrorShape(target, source, keys, wrap) {
  const raw = sourceShape(source);
  for (const key of keys) {
    const desc = Object.getOwnPropertyDescriptor(raw, key);
    if (!desc.enumerable)
      continue;
    if (desc.get) {
      deferProp(target, key, () => {
        const value = source._zod.def.shape[key];
        return wrap ? wrap(value, key) : value;
      });
    } else
      putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
  }
}
function mirrorProps(target, source) {
  for (const key of Reflect.ownKeys(source)) {
    const desc = Object.getOwnPropertyDescriptor(source, key);
    if (!desc.enumerable)
      continue;
    if (desc.get)
      deferProp(target, key, () => source[key]);
    else
      putProp(target, key, desc.value);
  }
}
function mergeDefs(...defs) {
  const mergedDescriptors = {};
  for (const def of defs) {
    const descriptors = Object.getOwnPropertyDescriptors(def);
    Object.assign(mergedDescriptors, descriptors);
  }
  return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
  return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
  if (!path)
    return obj;
  return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
  const keys = Object.keys(promisesObj);
  const promises = keys.map((key) => promisesObj[key]);
  return Promise.all(promises).then((results) => {
    const resolvedObj = {};
    for (let i = 0; i < keys.length; i++) {
      resolvedObj[keys[i]] = results[i];
    }
    return resolvedObj;
  });
}
function randomString(length = 10) {
  const chars = "abcdefghijklmnopqrstuvwxyz";
  let str3 = "";
  for (let i = 0; i < length; i++) {
    str3 += chars[Math.floor(Math.random() * chars.length)];
  }
  return str3;
}
function esc(str3) {
  return JSON.stringify(str3);
}
function slugify(input) {
  return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
var allowsEval = /* @__PURE__ */ cached(() => {
  if (globalConfig.jitless) {
    return false;
  }
  if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
    return false;
  }
  try {
    const F = Function;
    new F("");
    return true;
  } catch (_) {
    return false;
  }
});
function isPlainObject(o) {
  if (isObject(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
function numKeys(data) {
  let keyCount = 0;
  for (const key in data) {
    if (Object.prototype.hasOwnProperty.call(data, key)) {
      keyCount++;
    }
  }
  return keyCount;
}
var getParsedType = (data) => {
  const t = typeof data;
  switch (t) {
    case "undefined":
      return "undefined";
    case "string":
      return "string";
    case "number":
      return Number.isNaN(data) ? "nan" : "number";
    case "boolean":
      return "boolean";
    case "function":
      return "function";
    case "bigint":
      return "bigint";
    case "symbol":
      return "symbol";
    case "object":
      if (Array.isArray(data)) {
        return "array";
      }
      if (data === null) {
        return "null";
      }
      if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
        return "promise";
      }
      if (typeof Map !== "undefined" && data instanceof Map) {
        return "map";
      }
      if (typeof Set !== "undefined" && data instanceof Set) {
        return "set";
      }
      if (typeof Date !== "undefined" && data instanceof Date) {
        return "date";
      }
      if (typeof File !== "undefined" && data instanceof File) {
        return "file";
      }
      return "object";
    default:
      throw new Error(`Unknown data type: ${t}`);
  }
};
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
var primitiveTypes = /* @__PURE__ */ new Set([
  "string",
  "number",
  "bigint",
  "boolean",
  "symbol",
  "undefined"
]);
function escapeRegex(str3) {
  return str3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function createTransparentProxy(getter) {
  let target;
  return new Proxy({}, {
    get(_, prop, receiver) {
      target ?? (target = getter());
      return Reflect.get(target, prop, receiver);
    },
    set(_, prop, value, receiver) {
      target ?? (target = getter());
      return Reflect.set(target, prop, value, receiver);
    },
    has(_, prop) {
      target ?? (target = getter());
      return Reflect.has(target, prop);
    },
    deleteProperty(_, prop) {
      target ?? (target = getter());
      return Reflect.deleteProperty(target, prop);
    },
    ownKeys(_) {
      target ?? (target = getter());
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(_, prop) {
      target ?? (target = getter());
      return Reflect.getOwnPropertyDescriptor(target, prop);
    },
    defineProperty(_, prop, descriptor) {
      target ?? (target = getter());
      return Reflect.defineProperty(target, prop, descriptor);
    }
  });
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
var BIGINT_FORMAT_RANGES = {
  int64: [/* @__PURE__ */ BigInt("-9223372036854775808"), /* @__PURE__ */ BigInt("9223372036854775807")],
  uint64: [/* @__PURE__ */ BigInt(0), /* @__PURE__ */ BigInt("18446744073709551615")]
};
function pick(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".pick() cannot be used on object schemas containing refinements");
  }
  const newShape = {};
  mirrorShape(newShape, schema, maskedKeys(schema, mask));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function maskedKeys(schema, mask) {
  const raw = sourceShape(schema);
  const keys = [];
  for (const key of Reflect.ownKeys(mask)) {
    if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
      throw new Error(`Unrecognized key: "${String(key)}"`);
    }
    if (mask[key])
      keys.push(key);
  }
  return keys;
}
function omit(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".omit() cannot be used on object schemas containing refinements");
  }
  const omitted = new Set(maskedKeys(schema, mask));
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to extend: expected a plain object");
  }
  const checks = schema._zod.def.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    const existingShape = sourceShape(schema);
    for (const key of Reflect.ownKeys(shape)) {
      if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) {
        throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
      }
    }
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
  mirrorProps(newShape, shape);
  return newShape;
}
function safeExtend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to safeExtend: expected a plain object");
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
  if (!b?._zod?.def) {
    throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
  }
  if (a._zod.def.checks?.length) {
    throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
  }
  const newShape = {};
  mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
  mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
  const def = mergeDefs(a._zod.def, {
    shape: newShape,
    get catchall() {
      return b._zod.def.catchall;
    },
    checks: b._zod.def.checks ?? []
  });
  return clone(a, def);
}
function partial(Class2, schema, mask, name = "partial") {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
  }
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class2 && ((value, key) => selected && !selected.has(key) ? value : new Class2({ type: "optional", innerType: value })));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class2, schema, mask) {
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => (
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class2({ type: "nonoptional", innerType: value })
  ));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a2;
    (_a2 = iss).path ?? (_a2.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a2;
  for (let i = start; i < issues.length; i++) {
    (_a2 = issues[i]).schema ?? (_a2.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a2;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a2 = iss).schema ?? (_a2.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
      continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
function getSizableOrigin(input) {
  if (input instanceof Set)
    return "set";
  if (input instanceof Map)
    return "map";
  if (input instanceof File)
    return "file";
  return "unknown";
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str3) {
  const units = str3.length;
  if (!highSurrogate.test(str3))
    return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str3.charCodeAt(i) & 64512) === 55296 && (str3.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data) {
  const t = typeof data;
  switch (t) {
    case "number": {
      return Number.isNaN(data) ? "nan" : "number";
    }
    case "object": {
      if (data === null) {
        return "null";
      }
      if (Array.isArray(data)) {
        return "array";
      }
      const obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function cleanEnum(obj) {
  return Object.entries(obj).filter(([k, _]) => {
    return Number.isNaN(Number.parseInt(k, 10));
  }).map((el) => el[1]);
}
function base64ToUint8Array(base64) {
  const binaryString = atob(base64);
  const bytes = new Uint8Array(binaryString.length);
  for (let i = 0; i < binaryString.length; i++) {
    bytes[i] = binaryString.charCodeAt(i);
  }
  return bytes;
}
function uint8ArrayToBase64(bytes) {
  let binaryString = "";
  for (let i = 0; i < bytes.length; i++) {
    binaryString += String.fromCharCode(bytes[i]);
  }
  return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padding = "=".repeat((4 - base64.length % 4) % 4);
  return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
  return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
  const cleanHex = hex.replace(/^0x/, "");
  if (cleanHex.length % 2 !== 0) {
    throw new Error("Invalid hex string length");
  }
  const bytes = new Uint8Array(cleanHex.length / 2);
  for (let i = 0; i < cleanHex.length; i += 2) {
    bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
  }
  return bytes;
}
function uint8ArrayToHex(bytes) {
  return Array.from(bytes).map((b) => b.toString(16).padStart(2, "0")).join("");
}
var Class = class {
  constructor(..._args) {
  }
};
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
// @__NO_SIDE_EFFECTS__
function derived(computes, table) {
  for (const key in computes) {
    const compute = computes[key];
    Object.defineProperty(table, key, {
      configurable: true,
      enumerable: true,
      get() {
        return own(this, key, compute(this));
      },
      set(value) {
        own(this, key, value);
      }
    });
  }
  return table;
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  }
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}
var CONSTANT_CATCH = "~constantCatch";
function constantCatch(value) {
  const fn = () => value;
  fn[CONSTANT_CATCH] = true;
  return fn;
}

// node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k))
        continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      }
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parse = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error2;
  return {
    success: false,
    get error() {
      if (!error2) {
        error2 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error2;
    },
    set error(e) {
      error2 = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a2;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a2 = inst._zod).onattach ?? (_a2.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = def.format?.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
  var _a2;
  $ZodCheck.init(inst, def);
  (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_big",
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a2, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a2 = inst._zod).check ?? (_a2.check = (payload) => {
      def.pattern.lastIndex = 0;
      if (def.pattern.test(payload.value))
        return;
      payload.issues.push({
        origin: "string",
        code: "invalid_format",
        format: def.format,
        input: payload.value,
        ...def.pattern ? { pattern: def.pattern.toString() } : {},
        inst,
        continue: !def.abort
      });
    });
  else
    (_b = inst._zod).check ?? (_b.check = () => {
    });
});
var $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0;
    if (def.pattern.test(payload.value))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "regex",
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort
    });
  };
});

// node_modules/zod/v4/core/doc.js
var Doc = class {
  constructor(args = [], closed = {}) {
    this.content = [];
    this.indent = 0;
    this.args = args;
    this.closed = closed;
  }
  // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
  indented(fn) {
    this.indent += 1;
    try {
      fn(this);
    } finally {
      this.indent -= 1;
    }
  }
  write(arg) {
    if (typeof arg === "function") {
      arg(this, { execution: "sync" });
      arg(this, { execution: "async" });
      return;
    }
    const content = arg;
    const lines = content.split("\n").filter((x) => x);
    const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
    const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
    for (const line of dedented) {
      this.content.push(line);
    }
  }
  compile() {
    const F = Function;
    const content = this?.content ?? [``];
    const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {
${content.join("\n")}
};`);
    return factory(...Object.values(this.closed));
  }
};

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a2;
  inst ?? (inst = {});
  inst._zod.def = def;
  inst._zod.bag = inst._zod.bag || {};
  inst._zod.version = version;
  const defChecks = inst._zod.def.checks;
  const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (const ch of checks) {
    for (const fn of ch._zod.onattach) {
      fn(inst);
    }
  }
  if (checks.length === 0) {
    (_a2 = inst._zod).deferred ?? (_a2.deferred = []);
    inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  } else {
    const runChecks = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload);
      let asyncResult;
      for (const ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload))
            continue;
          const shouldRun = ch._zod.def.when(payload);
          if (!shouldRun)
            continue;
        } else if (isAborted) {
          continue;
        }
        const currLen = payload.issues.length;
        const _ = ch._zod.check(payload);
        if (_ instanceof Promise && ctx?.async === false) {
          throw new $ZodAsyncError();
        }
        if (asyncResult || _ instanceof Promise) {
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _;
            const nextLen = payload.issues.length;
            if (nextLen === currLen)
              return;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted)
              isAborted = aborted(payload, currLen);
          });
        } else {
          const nextLen = payload.issues.length;
          if (nextLen === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst);
          if (!isAborted)
            isAborted = aborted(payload, currLen);
        }
      }
      if (asyncResult) {
        return asyncResult.then(() => {
          return payload;
        });
      }
      return payload;
    };
    const handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary)) {
        canary.aborted = true;
        return canary;
      }
      const checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks) {
        return inst._zod.parse(payload, ctx);
      }
      if (ctx.direction === "backward") {
        const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
        if (canary instanceof Promise) {
          return canary.then((canary2) => {
            return handleCanaryResult(canary2, payload, ctx);
          });
        }
        return handleCanaryResult(canary, payload, ctx);
      }
      const result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
});
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_) {
      }
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {
      }
    if (typeof payload.value === "string")
      return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
    payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "boolean")
      return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse2 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse2(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result))
          break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t === "never")
        unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field.values)
          propValues[key].add(v);
        if (field.optin !== void 0)
          propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject2 = isObject;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
var $ZodObjectJIT = /* @__PURE__ */ $constructor("$ZodObjectJIT", (inst, def) => {
  $ZodObject.init(inst, def);
  const superParse = inst._zod.parse;
  const _normalized = cached(() => normalizeDef(def));
  const memo = globalConfig.memoizer;
  const generateFastpass = (shape) => {
    const normalized = _normalized.value;
    const syms = normalized.symbolKeys;
    const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
    const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
    const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
    doc.write(`const input = payload.value;`);
    const ids = /* @__PURE__ */ Object.create(null);
    let counter = 0;
    for (const key of normalized.allKeys) {
      ids[key] = `key_${counter++}`;
    }
    doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
    for (const key of normalized.allKeys) {
      if (key === "__proto__")
        continue;
      const id = ids[key];
      const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
      const isPresent = `${k} in input`;
      const schema = shape[key];
      const optin = schema?._zod?.optin;
      const isOptionalIn = optin !== void 0;
      const isOptionalOut = schema?._zod?.optout === "optional";
      doc.write(`const ${id} = ${parseStr(k)};`);
      if (isOptionalIn && isOptionalOut) {
        const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
        doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
      } else if (!isOptionalIn) {
        doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
      } else {
        doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
        if (optin === "defaulted") {
          doc.write(`newResult[${k}] = ${id}.value;`);
        } else {
          doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
        }
      }
    }
    doc.write(`payload.value = newResult;`);
    doc.write(`return payload;`);
    return doc.compile();
  };
  let fastpass;
  const isObject2 = isObject;
  const jit = !globalConfig.jitless;
  const allowsEval2 = allowsEval;
  const fastEnabled = jit && allowsEval2.value;
  const catchall = def.catchall;
  let value;
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
      if (!fastpass)
        fastpass = generateFastpass(def.shape);
      payload = fastpass(payload, ctx);
      if (!catchall)
        return payload;
      return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
    }
    return superParse(payload, ctx);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
  defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
  defineLazyInternal(inst, "values", (zod) => {
    if (zod.def.options.every((o) => o._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    if (zod.def.options.every((o) => o._zod.pattern)) {
      const patterns = zod.def.options.map((o) => o._zod.pattern);
      return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run({
        value: payload.value,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0)
          return result;
        results.push(result);
      }
    }
    if (!async)
      return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
var $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!isPlainObject(input)) {
      payload.issues.push({
        expected: "record",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    const proms = [];
    const values = def.keyType._zod.values;
    if (values && !def.partial) {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      const recordKeys = /* @__PURE__ */ new Set();
      for (const key of values) {
        if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
          recordKeys.add(typeof key === "number" ? key.toString() : key);
          if (key === "__proto__")
            continue;
          const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
          if (keyResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (keyResult.issues.length) {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
            continue;
          }
          const outKey = keyResult.value;
          if (outKey === "__proto__")
            continue;
          const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then((result2) => {
              if (result2.issues.length) {
                payload.issues.push(...prefixIssues(key, result2.issues));
              }
              payload.value[outKey] = result2.value;
            }));
          } else {
            if (result.issues.length) {
              payload.issues.push(...prefixIssues(key, result.issues));
            }
            payload.value[outKey] = result.value;
          }
        }
      }
      let unrecognized;
      for (const key in input) {
        if (!recordKeys.has(key)) {
          if (def.mode === "loose") {
            if (key === "__proto__")
              continue;
            payload.value[key] = input[key];
          } else {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          }
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    } else {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      let unrecognized;
      for (const key of Reflect.ownKeys(input)) {
        if (key === "__proto__")
          continue;
        if (!Object.prototype.propertyIsEnumerable.call(input, key))
          continue;
        let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
        if (keyResult instanceof Promise) {
          throw new Error("Async schemas not supported in object keys currently");
        }
        const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
        if (checkNumericKey) {
          const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
          if (retryResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (retryResult.issues.length === 0) {
            keyResult = retryResult;
          }
        }
        if (keyResult.issues.length) {
          if (def.mode === "loose") {
            payload.value[key] = input[key];
          } else if (values) {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          } else {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
          }
          continue;
        }
        const outKey = keyResult.value;
        if (outKey === "__proto__")
          continue;
        const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
        if (result instanceof Promise) {
          proms.push(result.then((result2) => {
            if (result2.issues.length) {
              payload.issues.push(...prefixIssues(key, result2.issues));
            }
            payload.value[outKey] = result2.value;
          }));
        } else {
          if (result.issues.length) {
            payload.issues.push(...prefixIssues(key, result.issues));
          }
          payload.value[outKey] = result.value;
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  const values = new Set(def.values);
  inst._zod.values = values;
  defineLazyInternal(inst, "pattern", (zod) => {
    const vals = zod.def.values;
    return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst
    });
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise)
        return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  });
  defineLazyInternal(inst, "values", (zod) => {
    return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === null)
      return payload;
    return def.innerType._zod.run(payload, ctx);
  };
});
function handleCatchResult(payload, result, def, ctx) {
  if (!result.issues.length) {
    payload.value = result.value;
    if (result.memo)
      payload.memo = true;
    return payload;
  }
  payload.value = def.catchValue({
    ...result,
    value: payload.value,
    error: {
      issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config()))
    },
    input: payload.value
  });
  return payload;
}
var $ZodCatch = /* @__PURE__ */ $constructor("$ZodCatch", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleCatchResult(payload, result2, def, ctx));
    }
    return handleCatchResult(payload, result, def, ctx);
  };
});
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r = def.fn(input);
    if (r instanceof Promise) {
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    }
    handleRefineResult(r, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}

// node_modules/zod/v4/locales/en.js
var error = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  };
  const TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
      return String(input);
    }
    return TypeDictionary[type] ?? type;
  }
  return (issue2) => {
    switch (issue2.code) {
      case "invalid_type": {
        const expected = getTypeName(issue2.expected);
        const receivedType = parsedType(issue2.input);
        const received = getTypeName(receivedType, issue2.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        if (issue2.values.length === 1)
          return `Invalid input: expected ${stringifyPrimitive(issue2.values[0])}`;
        return `Invalid option: expected one of ${joinValues(issue2.values, "|")}`;
      case "too_big": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? "<=" : "<";
        const sizing = getSizing(issue2.origin);
        if (sizing)
          return `Too big: expected ${issue2.origin ?? "value"} to have ${adj}${issue2.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue2.origin ?? "value"} to be ${adj}${issue2.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? ">=" : ">";
        const sizing = getSizing(issue2.origin);
        if (sizing) {
          return `Too small: expected ${issue2.origin} to have ${adj}${issue2.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue2.origin} to be ${adj}${issue2.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue2;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${FormatDictionary[_issue.format] ?? issue2.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue2.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue2.keys.length > 1 ? "s" : ""}: ${joinValues(issue2.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue2.origin}`;
      case "invalid_union":
        if (issue2.options && Array.isArray(issue2.options) && issue2.options.length > 0) {
          const opts = issue2.options.map((o) => `'${o}'`).join(" | ");
          return `Invalid discriminator value. Expected ${opts}`;
        }
        if (issue2.inclusive === false) {
          return "Invalid input: more than one option matched";
        }
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue2.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class2, params) {
  return new Class2(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _number(Class2, params) {
  return new Class2(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class2, params) {
  return new Class2({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class2, params) {
  return new Class2({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class2) {
  return new Class2({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _positive(params) {
  return /* @__PURE__ */ _gt(0, params);
}
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
  return /* @__PURE__ */ _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength({
    check: "max_length",
    ...normalizeParams(params),
    maximum
  });
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class2, fn, _params) {
  const schema = new Class2({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
  return schema;
}

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...normalizeParams(params)
  };
  return new ZodMiniObject(def);
}
var ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
    ...normalizeParams(params)
  });
}
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: "record",
      keyType: /* @__PURE__ */ string2(),
      valueType: keyType,
      ...normalizeParams(valueType)
    });
  }
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}
// @__NO_SIDE_EFFECTS__
function nullish2(innerType) {
  return /* @__PURE__ */ optional(/* @__PURE__ */ nullable(innerType));
}
var ZodMiniCatch = /* @__PURE__ */ $constructor("ZodMiniCatch", (inst, def) => {
  $ZodCatch.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _catch(innerType, catchValue) {
  return new ZodMiniCatch({
    type: "catch",
    innerType,
    catchValue: typeof catchValue === "function" ? catchValue : util_exports.constantCatch(catchValue)
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}

// src/stream/dialects/frame-kit.ts
function frameKind(frame) {
  const type = typeof frame.type === "string" ? frame.type : "(no type)";
  return typeof frame.subtype === "string" ? `${type}/${frame.subtype}` : type;
}
function unknownEvent(type, at) {
  return { kind: "unknown", type, at };
}
function invalidEvent(frame, at) {
  return unknownEvent(`invalid:${frameKind(frame)}`, at);
}
function once(build) {
  let value;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
var ZodMiniObjectJIT = /* @__PURE__ */ $constructor(
  "ZodMiniObject",
  (inst, def) => {
    $ZodObjectJIT.init(inst, def);
    ZodMiniType.init(inst, def);
  }
);
function jitObject(shape) {
  return new ZodMiniObjectJIT({ type: "object", shape });
}
function jitLooseObject(shape) {
  return new ZodMiniObjectJIT({ type: "object", shape, catchall: unknown() });
}
function parseFrame(schema, frame) {
  const parsed = schema.safeParse(frame);
  return parsed.success ? parsed.data : null;
}
function guarded(frame, at, handle) {
  try {
    return handle();
  } catch {
    return [unknownEvent(`crash:${frameKind(frame)}`, at)];
  }
}
function textOfContent(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  let out = null;
  for (const block of content) {
    if (block !== null && typeof block === "object") {
      const b = block;
      if (typeof b.text === "string" && (b.type === "text" || b.type === void 0)) {
        out = out === null ? b.text : out + b.text;
      }
    }
  }
  return out;
}
function outputText(value) {
  if (value === null || value === void 0) return null;
  if (typeof value === "string") return value;
  const text = textOfContent(value);
  if (text !== null) return text;
  try {
    const json = JSON.stringify(value);
    return json === void 0 ? null : json;
  } catch {
    return String(value);
  }
}
function finiteOrNull(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
function numberish(value) {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
function tokenCounts(parts) {
  const input = finiteOrNull(parts.input);
  const output = finiteOrNull(parts.output);
  const cacheRead = finiteOrNull(parts.cacheRead);
  const cacheWrite = finiteOrNull(parts.cacheWrite);
  if (input === null && output === null && cacheRead === null && cacheWrite === null) return null;
  return { input: input ?? 0, output: output ?? 0, cacheRead: cacheRead ?? 0, cacheWrite: cacheWrite ?? 0 };
}
function todoStatus(value) {
  switch (value) {
    case "pending":
    case "todo":
    case "not_started":
    case "TODO_STATUS_PENDING":
      return "pending";
    case "in_progress":
    case "in-progress":
    case "active":
    case "TODO_STATUS_IN_PROGRESS":
      return "in_progress";
    case "completed":
    case "done":
    case "TODO_STATUS_COMPLETED":
      return "completed";
    default:
      return null;
  }
}
function todosFromInput(input) {
  if (input === null || typeof input !== "object") return null;
  const list = input.todos;
  if (!Array.isArray(list)) return null;
  const todos = [];
  for (const raw of list) {
    if (raw === null || typeof raw !== "object") continue;
    const item = raw;
    const content = [item.content, item.description, item.text, item.title].find(
      (v) => typeof v === "string"
    );
    const status = todoStatus(item.status);
    if (content === void 0 || status === null) continue;
    todos.push({ id: typeof item.id === "string" ? item.id : null, content, status });
  }
  return todos;
}
function isTodoToolName(name) {
  return /todo/i.test(name);
}
function sessionField(key) {
  return (frame) => {
    const id = frame[key];
    return typeof id === "string" && id !== "" ? id : null;
  };
}
var StepCounter = class {
  constructor(prefix) {
    this.prefix = prefix;
  }
  prefix;
  /** Steps opened so far (0: none yet). */
  step = 0;
  due = true;
  textIndex = -1;
  lastWasText = false;
  /** The current step's message id. */
  messageId() {
    return `${this.prefix}-step-${this.step}`;
  }
  /** Opens a step when one is due, pushing its `step` event; true when it opened one. */
  open(at, model, out) {
    if (!this.due) return false;
    this.step += 1;
    this.due = false;
    this.textIndex = -1;
    this.lastWasText = false;
    out.push({ kind: "step", messageId: this.messageId(), model, parentId: null, at });
    return true;
  }
  /** The block a text chunk belongs to: the current one while text follows text, else a new one. */
  textBlock() {
    if (!this.lastWasText) this.textIndex += 1;
    this.lastWasText = true;
    return this.textIndex;
  }
  /** Something other than text came: the next text starts a new block. */
  breakText() {
    this.lastWasText = false;
  }
  /** The model will be called again (its tools ran): its next output is a new step. */
  next() {
    this.due = true;
    this.lastWasText = false;
  }
};

// src/stream/dialects/acp.ts
var QUIET_UPDATES = /* @__PURE__ */ new Set([
  "user_message_chunk",
  "available_commands_update",
  "current_mode_update",
  "config_option_update",
  "session_info_update"
]);
function record2(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
}
function str(value) {
  return typeof value === "string" ? value : null;
}
function idKey(id) {
  if (typeof id === "number" && Number.isFinite(id)) return `n:${id}`;
  if (typeof id === "string") return `s:${id}`;
  return null;
}
function outcomeOfStopReason(stopReason) {
  switch (stopReason) {
    case "end_turn":
      return "success";
    case "max_tokens":
      return "max_tokens";
    case "max_turn_requests":
      return "max_turns";
    case "cancelled":
      return "cancelled";
    default:
      return "error";
  }
}
function todoStatus2(value) {
  return value === "completed" ? "completed" : value === "in_progress" ? "in_progress" : "pending";
}
function contentText(content) {
  if (!Array.isArray(content)) return null;
  const parts = [];
  for (const raw of content) {
    const item = record2(raw);
    if (item === null) continue;
    if (item.type === "content") {
      const text = outputText(record2(item.content)?.text ?? null);
      if (text !== null) parts.push(text);
    } else if (item.type === "diff") {
      const path = str(item.path);
      if (path !== null) parts.push(`diff ${path}`);
    }
  }
  return parts.length > 0 ? parts.join("\n") : null;
}
function callPath(update) {
  if (Array.isArray(update.locations)) {
    for (const raw of update.locations) {
      const path = str(record2(raw)?.path);
      if (path !== null) return path;
    }
  }
  if (Array.isArray(update.content)) {
    for (const raw of update.content) {
      const item = record2(raw);
      if (item?.type === "diff" && typeof item.path === "string") return item.path;
    }
  }
  return null;
}
function callInput(update) {
  const input = {};
  const title = str(update.title);
  if (title !== null) input.title = title;
  const path = callPath(update);
  if (path !== null) input.path = path;
  const raw = record2(update.rawInput);
  const command = raw === null ? null : str(raw.command) ?? str(raw.cmd);
  if (command !== null) input.command = command;
  if (update.rawInput !== void 0) input.rawInput = update.rawInput;
  return input;
}
function describing(update) {
  const fields = {};
  if (typeof update.title === "string") fields.title = update.title;
  if (Array.isArray(update.locations) && update.locations.length > 0) fields.locations = update.locations;
  if (Array.isArray(update.content) && update.content.some((c) => record2(c)?.type === "diff"))
    fields.content = update.content;
  const raw = update.rawInput;
  if (raw !== void 0 && raw !== null && !(typeof raw === "object" && Object.keys(raw).length === 0))
    fields.rawInput = raw;
  return fields;
}
function showsMore(before, next) {
  const a = callInput(before);
  const b = callInput(next);
  return a.title !== b.title || a.path !== b.path || a.command !== b.command || a.rawInput === void 0 !== (b.rawInput === void 0);
}
function tokensOf(value) {
  const u = record2(value);
  if (u === null) return null;
  const pick2 = (...keys) => {
    for (const key of keys) {
      const n = finiteOrNull(u[key]);
      if (n !== null) return n;
    }
    return null;
  };
  const input = pick2("inputTokens", "input_tokens", "promptTokenCount", "prompt_tokens");
  const output = pick2("outputTokens", "output_tokens", "candidatesTokenCount", "completion_tokens");
  if (input === null && output === null) {
    for (const nested of Object.values(u)) {
      const inner = record2(nested);
      if (inner !== null && inner !== u) {
        const found = tokensOf(inner);
        if (found !== null) return found;
      }
    }
    return null;
  }
  const thought = pick2("thoughtTokens", "thought_tokens", "thoughtsTokenCount") ?? 0;
  return {
    input: input ?? 0,
    output: (output ?? 0) + thought,
    cacheRead: pick2("cachedReadTokens", "cached_read_tokens", "cachedContentTokenCount", "cached") ?? 0,
    cacheWrite: pick2("cachedWriteTokens", "cached_write_tokens") ?? 0
  };
}
function configuredModel(options) {
  if (!Array.isArray(options)) return null;
  for (const raw of options) {
    const option = record2(raw);
    if (option?.category === "model" || option?.id === "model") return str(option.currentValue);
  }
  return null;
}
function modelsUsed(value) {
  if (!Array.isArray(value)) return null;
  const names = [];
  for (const raw of value) {
    const name = str(record2(raw)?.model);
    if (name !== null && name !== "auto" && name.trim() !== "" && !names.includes(name)) names.push(name);
  }
  return names.length > 0 ? names.join(", ") : null;
}
var AcpParser = class {
  /** Narrator's requests by id: method names, to know what an answer answers. */
  sentRequests = /* @__PURE__ */ new Map();
  /** The agent's permission requests by id, until Narrator's answer. */
  asked = /* @__PURE__ */ new Map();
  calls = /* @__PURE__ */ new Map();
  sessionId = null;
  model = null;
  cliVersion = null;
  steps = new StepCounter("acp");
  /** Text since the last tool call: the final answer. */
  finalText = "";
  /** Narrator sent `session/cancel`: a `cancelled` stop reason is then the answer to it. */
  cancelSent = false;
  /** What Narrator last refused (the request's title), null when it refused nothing. */
  lastRefusal = null;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const unwrapped = unwrapRecorded(frame);
    if (unwrapped === null) return [unknownEvent(`invalid:${DIRECTION_KEY}`, at)];
    const { direction, message } = unwrapped;
    const method = str(message.method);
    const hasId = Object.hasOwn(message, "id");
    if (direction === "sent") {
      if (method !== null) return this.sentRequest(method, message, at);
      return this.sentResponse(message, at);
    }
    if (method !== null) {
      if (method.startsWith("_")) return [];
      if (method === "session/update") return this.update(record2(message.params), at);
      if (method === "session/request_permission" && hasId) return this.permission(message, at);
      return hasId ? [
        {
          kind: "notice",
          level: "info",
          code: "acp_unserved",
          message: `the agent asked for ${method.slice(0, 80)}, which Narrator does not serve`,
          at
        }
      ] : [unknownEvent(`acp:${method.slice(0, 60)}`, at)];
    }
    if (hasId) return this.response(message, at);
    return [unknownEvent("acp:not_jsonrpc", at)];
  }
  sentRequest(method, message, at) {
    const key = idKey(message.id);
    if (key !== null) this.sentRequests.set(key, method);
    if (method === "session/cancel") {
      this.cancelSent = true;
      return [
        {
          kind: "notice",
          level: "info",
          code: "acp_cancel",
          message: "Narrator asked the agent to cancel the turn (session/cancel)",
          at
        }
      ];
    }
    return [];
  }
  /** Narrator's answer to one of the agent's requests: a permission decision is what matters. */
  sentResponse(message, at) {
    const key = idKey(message.id);
    if (key === null) return [];
    const asked = this.asked.get(key);
    if (asked === void 0) return [];
    this.asked.delete(key);
    const outcome = record2(record2(message.result)?.outcome);
    if (outcome === null || outcome.outcome !== "selected") return [];
    const optionId = str(outcome.optionId);
    const kind = asked.options.find((o) => o.optionId === optionId)?.kind ?? null;
    if (kind === null || !kind.startsWith("reject")) return [];
    this.lastRefusal = asked.title;
    const call = asked.toolCallId === null ? void 0 : this.calls.get(asked.toolCallId);
    if (call !== void 0) {
      call.denied = true;
      call.done = true;
    }
    return [
      {
        kind: "permission_denied",
        tool: asked.tool,
        toolUseId: asked.toolCallId,
        input: null,
        message: `Narrator answered ${kind} under its permission-mode`,
        at
      }
    ];
  }
  response(message, at) {
    const key = idKey(message.id);
    const method = key === null ? void 0 : this.sentRequests.get(key);
    if (method === void 0) return [];
    if (key !== null) this.sentRequests.delete(key);
    const error2 = record2(message.error);
    const result = record2(message.result);
    switch (method) {
      case "initialize":
        return this.initialized(result, at);
      case "session/new":
        return this.sessionStarted(result, at);
      case "session/prompt":
        return this.promptAnswered(result, error2, at);
      default:
        return [];
    }
  }
  sessionEvent(at) {
    return {
      kind: "session",
      sessionId: this.sessionId,
      model: this.model,
      cwd: null,
      cliVersion: this.cliVersion,
      permissionMode: null,
      tools: null,
      at
    };
  }
  initialized(result, at) {
    const info = record2(result?.agentInfo);
    if (info === null) return [];
    const name = str(info.title) ?? str(info.name);
    const version2 = str(info.version);
    this.cliVersion = name === null ? version2 : version2 === null ? name : `${name} ${version2}`;
    return [this.sessionEvent(at)];
  }
  sessionStarted(result, at) {
    if (result === null) return [];
    this.sessionId = str(result.sessionId) ?? this.sessionId;
    const current = str(record2(result.models)?.currentModelId);
    this.model = (current === "default" ? null : current) ?? configuredModel(result.configOptions) ?? this.model;
    return [this.sessionEvent(at)];
  }
  promptAnswered(result, error2, at) {
    const out = [];
    const stopReason = str(result?.stopReason);
    const quota = record2(record2(result?._meta)?.quota);
    const tokens = tokensOf(result?.usage) ?? tokensOf(quota);
    const used = modelsUsed(quota?.model_usage);
    if (used !== null && used !== this.model) {
      this.model = used;
      out.push(this.sessionEvent(at));
    }
    if (tokens !== null)
      out.push({ kind: "usage", cumulative: true, messageId: null, tokens, costUsd: null, at });
    let outcome;
    let errorMessage = null;
    if (error2 !== null || stopReason === null) {
      outcome = "error";
      const code = finiteOrNull(error2?.code);
      const text = str(error2?.message) ?? "the agent answered the prompt without a stop reason";
      const data = error2?.data === void 0 ? null : outputText(error2.data);
      errorMessage = `${code === null ? "" : `JSON-RPC error ${code}: `}${text}${data !== null && data !== text ? ` (${data.slice(0, 500)})` : ""}`;
    } else if (stopReason === "end_turn" && this.running().length > 0) {
      const running = this.running();
      outcome = "incomplete";
      errorMessage = `the turn was answered end_turn while ${running.length === 1 ? "a tool call was" : `${running.length} tool calls were`} still running (${running.slice(0, 3).join(", ")}${running.length > 3 ? ", \u2026" : ""}): an agent answers after its calls end, so this answer is not taken for a success`;
    } else if (stopReason === "cancelled" && !this.cancelSent && this.lastRefusal !== null) {
      outcome = "error";
      errorMessage = `the agent ended its turn when Narrator refused "${this.lastRefusal.slice(0, 200)}" under its permission-mode (the agent reported the turn cancelled; nothing cancelled it)`;
    } else {
      outcome = outcomeOfStopReason(stopReason);
      if (outcome === "error") errorMessage = `the agent stopped the turn: ${stopReason}`;
    }
    if (outcome === "cancelled") {
      for (const [id, call] of this.calls) {
        if (call.done) continue;
        call.done = true;
        out.push(this.toolResult(id, call.name, "error", "cancelled", at));
      }
    }
    out.push({
      kind: "result",
      outcome,
      subtype: stopReason ?? (error2 !== null ? "jsonrpc_error" : null),
      isError: outcome !== "success",
      text: this.finalText !== "" ? this.finalText : null,
      errorMessage,
      turns: null,
      durationMs: null,
      sessionId: this.sessionId,
      stopReason,
      terminalReason: null,
      permissionDenials: null,
      at
    });
    return out;
  }
  /** The calls not ended (nor refused): their titles, or their kinds. */
  running() {
    const names = [];
    for (const call of this.calls.values()) {
      if (call.done) continue;
      const title = typeof call.fields.title === "string" ? call.fields.title : call.name;
      names.push(`'${title.replace(/\s+/g, " ").slice(0, 80)}'`);
    }
    return names;
  }
  permission(message, at) {
    const key = idKey(message.id);
    const params = record2(message.params);
    const toolCall = record2(params?.toolCall);
    const options = [];
    if (Array.isArray(params?.options)) {
      for (const raw of params.options) {
        const o = record2(raw);
        const optionId = str(o?.optionId);
        const kind = str(o?.kind);
        if (optionId !== null && kind !== null) options.push({ optionId, kind });
      }
    }
    const out = [];
    const toolCallId = str(toolCall?.toolCallId);
    if (toolCall !== null && toolCallId !== null && !this.calls.has(toolCallId)) {
      out.push(...this.toolCall(toolCall, at));
    }
    const name = (toolCallId === null ? void 0 : this.calls.get(toolCallId)?.name) ?? str(toolCall?.kind) ?? "other";
    const title = str(toolCall?.title) ?? name;
    if (key !== null) this.asked.set(key, { toolCallId, tool: name, title, options });
    out.push({
      kind: "notice",
      level: "info",
      code: "acp_permission",
      message: `the agent asks permission for ${title.slice(0, 200)}`,
      at
    });
    return out;
  }
  update(params, at) {
    const update = record2(params?.update);
    const kind = str(update?.sessionUpdate);
    if (update === null || kind === null) return [unknownEvent("acp:invalid_update", at)];
    switch (kind) {
      case "agent_message_chunk":
        return this.message(update, at);
      case "agent_thought_chunk": {
        const out = [];
        this.steps.open(at, this.model, out);
        this.steps.breakText();
        out.push({ kind: "thinking", parentId: null, at });
        return out;
      }
      case "tool_call":
        return this.toolCall(update, at);
      case "tool_call_update":
        return this.toolCallUpdate(update, at);
      case "plan":
        return this.plan(update, at);
      case "usage_update": {
        const cost = record2(update.cost);
        const amount = finiteOrNull(cost?.amount);
        if (amount === null || cost?.currency !== void 0 && cost.currency !== "USD") return [];
        return [{ kind: "usage", cumulative: true, messageId: null, tokens: null, costUsd: amount, at }];
      }
      default:
        return QUIET_UPDATES.has(kind) ? [] : [unknownEvent(`acp:${kind.slice(0, 60)}`, at)];
    }
  }
  message(update, at) {
    const content = record2(update.content);
    const text = str(content?.text);
    if (content?.type !== "text" || text === null) return [];
    const out = [];
    this.steps.open(at, this.model, out);
    const index = this.steps.textBlock();
    this.finalText += text;
    out.push({
      kind: "text",
      mode: "delta",
      text,
      messageId: this.steps.messageId(),
      index,
      parentId: null,
      at
    });
    return out;
  }
  toolCall(update, at) {
    const id = str(update.toolCallId);
    if (id === null) return [unknownEvent("invalid:acp:tool_call", at)];
    if (this.calls.has(id)) return this.toolCallUpdate(update, at);
    const name = str(update.kind) ?? "other";
    this.calls.set(id, { name, fields: describing(update), done: false, denied: false });
    const out = [];
    this.steps.open(at, this.model, out);
    this.steps.next();
    this.finalText = "";
    out.push({ kind: "tool_call", id, name, input: callInput(update), parentId: null, at });
    out.push(...this.status(id, update, at));
    return out;
  }
  toolCallUpdate(update, at) {
    const id = str(update.toolCallId);
    if (id === null) return [unknownEvent("invalid:acp:tool_call_update", at)];
    const call = this.calls.get(id);
    if (call === void 0) return this.toolCall(update, at);
    const out = [];
    if (!call.done) {
      const next = { ...call.fields, ...describing(update) };
      if (showsMore(call.fields, next))
        out.push({ kind: "tool_call", id, name: call.name, input: callInput(next), parentId: null, at });
      call.fields = next;
    }
    out.push(...this.status(id, update, at));
    return out;
  }
  status(id, update, at) {
    const call = this.calls.get(id);
    if (call.done) return [];
    const status = update.status;
    if (status !== "completed" && status !== "failed") return [];
    call.done = true;
    const output = contentText(update.content) ?? outputText(update.rawOutput ?? null);
    return [this.toolResult(id, call.name, status === "completed" ? "ok" : "error", output, at)];
  }
  toolResult(id, name, status, output, at) {
    return {
      kind: "tool_result",
      id,
      name,
      status,
      output,
      exitCode: null,
      durationMs: null,
      parentId: null,
      at
    };
  }
  plan(update, at) {
    if (!Array.isArray(update.entries)) return [unknownEvent("invalid:acp:plan", at)];
    const todos = [];
    for (const raw of update.entries) {
      const entry = record2(raw);
      const content = str(entry?.content);
      if (content !== null) todos.push({ id: null, content, status: todoStatus2(entry?.status) });
    }
    return [{ kind: "todos", op: "replace", todos, at }];
  }
};
var ACP_METHOD = /^(?:initialize|authenticate|session\/[a-z_]+|fs\/[a-z_]+|terminal\/[a-z_]+)$/;
function score(frame) {
  if (Object.hasOwn(frame, DIRECTION_KEY)) {
    const d = frame[DIRECTION_KEY];
    return d === "sent" || d === "received" ? 10 : 0;
  }
  if (frame.jsonrpc !== "2.0") return 0;
  const method = frame.method;
  if (method === "session/update" || method === "session/request_permission") return 10;
  if (typeof method === "string") return ACP_METHOD.test(method) ? 5 : 0;
  return "result" in frame || "error" in frame ? 2 : 0;
}
var acp = {
  // Narrator ends the ACP agent (a server) after its turn: the exit status after it is Narrator's.
  endedByClientAfterResult: true,
  name: "acp",
  // ACP has no retry notification; agents retry silently before answering the prompt.
  reportsRetries: false,
  createParser: () => new AcpParser(),
  score
};

// src/stream/dialects/caliban.ts
var exitCodes = {
  1: { outcome: "error", meaning: "run, provider, session-load or I/O error (also max_tokens)" },
  2: { outcome: "error", meaning: "--json-schema validation failed" },
  64: { outcome: "error", meaning: "usage error: malformed stream-json input, schema or flags" },
  66: { outcome: "error", meaning: "no input: --resume not found, --continue without sessions" },
  75: { outcome: "max_turns", meaning: "turn limit (--max-turns) reached" },
  78: { outcome: "error", meaning: "configuration error (or stdin over 10 MiB)" },
  124: { outcome: "cancelled", meaning: "cancelled (Ctrl-C / SIGTERM)" },
  130: { outcome: "cancelled", meaning: "interrupted (SIGINT)" },
  // 137 collides with SIGKILL (128+9): only trust it when no signal was reported.
  137: { outcome: "budget_exceeded", meaning: "cost budget (--max-budget-usd) exceeded" }
};
var RESULT_SUBTYPES = [
  "success",
  "error",
  "max_turns",
  "budget_exceeded",
  "cancelled",
  "max_tokens"
];
var FALLBACK_ERROR = {
  error: "caliban reported an error",
  max_turns: "caliban stopped: the turn limit (--max-turns) was reached",
  budget_exceeded: "caliban stopped: the cost budget (--max-budget-usd) was exceeded",
  cancelled: "caliban run was cancelled",
  max_tokens: "the model hit its output token limit (max_tokens)"
};
function buildSchemas() {
  const SystemFrame = jitLooseObject({ subtype: string2() });
  const InitFrame = jitLooseObject({
    session_id: nullish2(string2()),
    model: nullish2(string2()),
    cwd: nullish2(string2()),
    permission_mode: nullish2(string2()),
    tools: nullish2(array(string2())),
    version: nullish2(string2())
  });
  const ApiRetryFrame = jitLooseObject({
    attempt: nullish2(number2()),
    max_retries: nullish2(number2()),
    retry_delay_ms: nullish2(number2()),
    error_status: nullish2(number2()),
    error_category: nullish2(
      union([
        _enum(["overloaded", "rate_limit", "timeout", "network", "server_error", "other"]),
        string2()
      ])
    ),
    message: nullish2(string2())
  });
  const ToolUseFrame = jitLooseObject({ id: string2(), name: string2(), input: optional(unknown()) });
  const ToolResultFrame = jitLooseObject({
    tool_use_id: string2(),
    is_error: nullish2(boolean2()),
    content: optional(unknown()),
    t_ms: nullish2(number2())
  });
  const MessageFrame = jitLooseObject({ role: nullish2(string2()), content: array(unknown()) });
  const HookFrame = jitLooseObject({ hookEventName: nullish2(string2()) });
  const WarningFrame = jitLooseObject({ subtype: nullish2(string2()), message: nullish2(string2()) });
  const ResultFrame = jitLooseObject({
    subtype: nullish2(union([_enum(RESULT_SUBTYPES), string2()])),
    is_error: nullish2(boolean2()),
    result: nullish2(string2()),
    error: nullish2(string2()),
    last_assistant_text: nullish2(string2()),
    tool_calls_seen: nullish2(number2()),
    session_id: nullish2(string2()),
    total_cost_usd: nullish2(number2()),
    turns: nullish2(number2()),
    num_turns: nullish2(number2()),
    total_input_tokens: nullish2(number2()),
    total_output_tokens: nullish2(number2()),
    usage: nullish2(
      jitLooseObject({ input_tokens: nullish2(number2()), output_tokens: nullish2(number2()) })
    ),
    duration_ms: nullish2(number2())
  });
  return {
    SystemFrame,
    InitFrame,
    ApiRetryFrame,
    ToolUseFrame,
    ToolResultFrame,
    MessageFrame,
    HookFrame,
    WarningFrame,
    ResultFrame
  };
}
var schemas = once(buildSchemas);
function resultOutcome(subtype, isError) {
  if (subtype === "success") return isError === true ? "error" : "success";
  if (RESULT_SUBTYPES.includes(subtype ?? "")) return subtype;
  return isError === false ? "success" : "error";
}
var CalibanParser = class {
  model = null;
  steps = new StepCounter("caliban");
  thinkingOpen = false;
  toolCalls = 0;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    switch (frame.type) {
      case "system":
        return this.system(frame, at);
      case "text":
        return this.text(frame, at);
      case "thinking":
        return this.thinking(frame, at);
      case "tool_use":
        return this.toolUse(frame, at);
      case "tool_result":
        return this.toolResult(frame, at);
      case "message":
        return this.message(frame, at);
      case "user":
        return [];
      case "hook_event": {
        const hook = parseFrame(schemas().HookFrame, frame);
        if (hook === null) return [invalidEvent(frame, at)];
        const name = hook.hookEventName ?? "hook";
        return [{ kind: "notice", level: "info", code: "hook_event", message: `hook ${name}`, at }];
      }
      case "warning": {
        const warning = parseFrame(schemas().WarningFrame, frame);
        if (warning === null) return [invalidEvent(frame, at)];
        const code = warning.subtype ?? "warning";
        return [{ kind: "notice", level: "warning", code, message: warning.message ?? code, at }];
      }
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  system(frame, at) {
    const sys = parseFrame(schemas().SystemFrame, frame);
    if (sys === null) return [invalidEvent(frame, at)];
    if (sys.subtype === "init") {
      const init = parseFrame(schemas().InitFrame, frame);
      if (init === null) return [invalidEvent(frame, at)];
      this.model = init.model ?? null;
      return [
        {
          kind: "session",
          sessionId: init.session_id || null,
          model: this.model,
          cwd: init.cwd ?? null,
          cliVersion: init.version ?? null,
          permissionMode: init.permission_mode ?? null,
          tools: init.tools ?? null,
          at
        }
      ];
    }
    if (sys.subtype === "api_retry") {
      const retry = parseFrame(schemas().ApiRetryFrame, frame);
      if (retry === null) return [invalidEvent(frame, at)];
      return [
        {
          kind: "retry",
          attempt: retry.attempt ?? null,
          maxRetries: retry.max_retries ?? null,
          delayMs: retry.retry_delay_ms ?? null,
          httpStatus: retry.error_status ?? null,
          category: retry.error_category ?? null,
          message: retry.message ?? null,
          at
        }
      ];
    }
    return [unknownEvent(frameKind(frame), at)];
  }
  /** Opens a new step when one is due (start of the run, or after a tool result). */
  openStep(at, out) {
    if (this.steps.open(at, this.model, out)) this.thinkingOpen = false;
  }
  text(frame, at) {
    if (typeof frame.delta !== "string") return [invalidEvent(frame, at)];
    const out = [];
    this.openStep(at, out);
    const index = this.steps.textBlock();
    this.thinkingOpen = false;
    out.push({
      kind: "text",
      mode: "delta",
      text: frame.delta,
      messageId: this.steps.messageId(),
      index,
      parentId: null,
      at
    });
    return out;
  }
  thinking(frame, at) {
    if (typeof frame.delta !== "string") return [invalidEvent(frame, at)];
    const out = [];
    this.openStep(at, out);
    this.steps.breakText();
    if (!this.thinkingOpen) out.push({ kind: "thinking", parentId: null, at });
    this.thinkingOpen = true;
    return out;
  }
  toolUse(frame, at) {
    const use = parseFrame(schemas().ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out = [];
    if (this.steps.step === 0) this.openStep(at, out);
    this.steps.breakText();
    this.thinkingOpen = false;
    this.toolCalls += 1;
    out.push({ kind: "tool_call", id: use.id, name: use.name, input: use.input ?? null, parentId: null, at });
    if (isTodoToolName(use.name)) {
      const todos = todosFromInput(use.input);
      if (todos !== null) out.push({ kind: "todos", op: "replace", todos, at });
    }
    return out;
  }
  toolResult(frame, at) {
    const res = parseFrame(schemas().ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    this.steps.next();
    return [
      {
        kind: "tool_result",
        id: res.tool_use_id,
        name: null,
        status: res.is_error === true ? "error" : "ok",
        output: outputText(res.content),
        exitCode: null,
        durationMs: res.t_ms ?? null,
        parentId: null,
        at
      }
    ];
  }
  /**
   * The end-of-turn assistant message. Its tool_use blocks repeat the top-level `tool_use` frames
   * and are NOT counted again; only its text blocks are used, as complete blocks (they replace any
   * streamed deltas for the same step and index).
   */
  message(frame, at) {
    const msg = parseFrame(schemas().MessageFrame, frame);
    if (msg === null) return [invalidEvent(frame, at)];
    if (msg.role !== void 0 && msg.role !== null && msg.role !== "assistant") return [];
    const out = [];
    this.openStep(at, out);
    let index = -1;
    let previousWasText = false;
    for (const block of msg.content) {
      const isText = block !== null && typeof block === "object" && block.type === "text" && typeof block.text === "string";
      if (isText) {
        if (!previousWasText) index += 1;
        out.push({
          kind: "text",
          mode: "block",
          text: textOfContent([block]) ?? "",
          messageId: this.steps.messageId(),
          index,
          parentId: null,
          at
        });
      }
      previousWasText = isText;
    }
    return out;
  }
  result(frame, at) {
    const res = parseFrame(schemas().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const outcome = resultOutcome(res.subtype, res.is_error);
    const out = [];
    const input = res.usage?.input_tokens ?? res.total_input_tokens;
    const output = res.usage?.output_tokens ?? res.total_output_tokens;
    const hasTokens = typeof input === "number" || typeof output === "number";
    if (hasTokens || typeof res.total_cost_usd === "number") {
      out.push({
        kind: "usage",
        cumulative: true,
        messageId: null,
        tokens: hasTokens ? {
          input: finiteOrNull(input) ?? 0,
          output: finiteOrNull(output) ?? 0,
          cacheRead: 0,
          cacheWrite: 0
        } : null,
        costUsd: res.total_cost_usd ?? null,
        at
      });
    }
    if (typeof res.tool_calls_seen === "number" && res.tool_calls_seen > this.toolCalls) {
      out.push({
        kind: "notice",
        level: "warning",
        code: "tool_calls_unseen",
        message: `caliban reports ${res.tool_calls_seen} tool calls; the stream showed ${this.toolCalls}`,
        at
      });
    }
    const failed = outcome !== "success";
    const result = {
      kind: "result",
      outcome,
      subtype: res.subtype ?? null,
      isError: res.is_error ?? failed,
      // On failure caliban omits `result` and gives the last assistant text instead.
      text: res.result ?? res.last_assistant_text ?? null,
      errorMessage: failed ? res.error ?? FALLBACK_ERROR[outcome] ?? null : null,
      turns: res.num_turns ?? res.turns ?? null,
      durationMs: res.duration_ms ?? null,
      // Pre-flight failures print `session_id: ""`.
      sessionId: res.session_id || null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    };
    out.push(result);
    return out;
  }
};
function score2(frame) {
  if ("uuid" in frame || "jsonrpc" in frame) return 0;
  switch (frame.type) {
    case "system":
      if (frame.subtype === "init") {
        return "bare_mode" in frame || "settingSources" in frame || "permission_mode" in frame ? 10 : 0;
      }
      if (frame.subtype === "api_retry") return "error_category" in frame ? 10 : 0;
      return 0;
    case "text":
    case "thinking":
      return typeof frame.delta === "string" && !("subtype" in frame) && !("part" in frame) ? 6 : 0;
    case "tool_use":
      return typeof frame.id === "string" && typeof frame.name === "string" && "input" in frame ? 6 : 0;
    case "tool_result":
      return typeof frame.tool_use_id === "string" ? 6 : 0;
    case "message":
      return Array.isArray(frame.content) && "role" in frame && !("timestamp" in frame) ? 6 : 0;
    case "hook_event":
      return "hookEventName" in frame ? 10 : 4;
    case "warning":
      return 4;
    case "result":
      return "turns" in frame || "total_input_tokens" in frame || "turns_without_edit" in frame ? 6 : 0;
    case "user":
      return "content" in frame && !("message" in frame) ? 3 : 0;
    default:
      return 0;
  }
}
var caliban = {
  sessionOf: sessionField("session_id"),
  name: "caliban",
  reportsRetries: true,
  // system/api_retry frames
  exitCodes,
  createParser: () => new CalibanParser(),
  score: score2
};

// src/stream/recent-map.ts
var RecentMap = class {
  constructor(cap) {
    this.cap = cap;
    if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`cap must be a positive integer, got ${cap}`);
  }
  cap;
  young = /* @__PURE__ */ new Map();
  old = /* @__PURE__ */ new Map();
  /**
   * The last key remembered (while it is still in the map) and its value: the usual lookup is of
   * that key (an assistant frame's message right after its message_start, a tool result right
   * after its call), and comparing two short strings is cheaper than hashing a fresh one.
   */
  lastKey = void 0;
  lastValue = void 0;
  hasLast = false;
  /** Entries held (a key remembered again while old counts twice): at most 2 x cap. */
  get size() {
    return this.young.size + this.old.size;
  }
  get(key) {
    if (this.hasLast && key === this.lastKey) return this.lastValue;
    return this.young.get(key) ?? this.old.get(key);
  }
  has(key) {
    if (this.hasLast && key === this.lastKey) return true;
    return this.young.has(key) || this.old.has(key);
  }
  set(key, value) {
    if (this.old.has(key) && !this.young.has(key)) this.old.set(key, value);
    else this.add(key, value);
    if (this.hasLast && key === this.lastKey) this.lastValue = value;
  }
  delete(key) {
    this.young.delete(key);
    this.old.delete(key);
    if (this.hasLast && key === this.lastKey) this.forgetLast();
  }
  /** Set `key` as the newest entry. */
  remember(key, value) {
    this.add(key, value);
    this.lastKey = key;
    this.lastValue = value;
    this.hasLast = true;
  }
  add(key, value) {
    const young = this.young;
    young.set(key, value);
    if (young.size < this.cap) return;
    if (this.hasLast && !young.has(this.lastKey)) this.forgetLast();
    this.old = young;
    this.young = /* @__PURE__ */ new Map();
  }
  forgetLast() {
    this.hasLast = false;
    this.lastKey = void 0;
    this.lastValue = void 0;
  }
};

// src/stream/dialects/claude-quiet-lines.ts
var NOT_QUIET = 0;
var QUIET_INPUT_DELTA = 1;
var QUIET_BLOCK_STOP = 2;
var QUIET_MESSAGE_STOP = 3;
var PLAIN = String.raw`[^"\\\x00-\x1f]`;
var STRING = String.raw`"${PLAIN}*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})${PLAIN}*)*"`;
var NUMBER = String.raw`-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?`;
var INDEX = String.raw`(?:0|[1-9]\d*)`;
var SCALAR = `(?:null|true|false|${STRING}|${NUMBER})`;
var MORE_FIELDS = `(?:,"(?!(?:type|event|abandoned_blocks)")[A-Za-z0-9_]*":${SCALAR})*`;
var PREFIX = '{"type":"stream_event","event":{"type":"';
var BLOCK_PREFIX = `${PREFIX}content_block_`;
var QUIET_LINE = new RegExp(
  `^${PREFIX.replaceAll("{", "\\{")}(?:` + String.raw`content_block_delta","index":${INDEX},"delta":\{"type":"input_json_delta","partial_json":${STRING}\}` + `|content_block_stop","index":${INDEX}|message_stop"` + String.raw`)\}${MORE_FIELDS}\}$`
);
var C = 99;
var D = 100;
function quietLineKind(text) {
  if (!QUIET_LINE.test(text)) return NOT_QUIET;
  if (text.charCodeAt(PREFIX.length) !== C) return QUIET_MESSAGE_STOP;
  return text.charCodeAt(BLOCK_PREFIX.length) === D ? QUIET_INPUT_DELTA : QUIET_BLOCK_STOP;
}
var SESSION_KEY = '"session_id":';
function quietLineSessionAgrees(text, session) {
  if (session === null) return true;
  const at = text.indexOf(SESSION_KEY);
  if (at < 0) return true;
  const value = at + SESSION_KEY.length;
  if (text.indexOf(SESSION_KEY, value) >= 0) return false;
  const want = JSON.stringify(session);
  if (!text.startsWith(want, value)) return false;
  const next = text.charCodeAt(value + want.length);
  return next === 44 || next === 125;
}

// src/stream/dialects/claude-code.ts
function buildSchemas2() {
  const nstr = nullish2(string2());
  const nnum = nullish2(number2());
  const ApiUsage = jitObject({
    input_tokens: nnum,
    output_tokens: nnum,
    cache_read_input_tokens: nnum,
    cache_creation_input_tokens: nnum
  });
  const InitFrame = jitObject({
    session_id: nstr,
    model: nstr,
    cwd: nstr,
    claude_code_version: nstr,
    permissionMode: nstr,
    tools: nullish2(array(unknown()))
  });
  const Block = jitLooseObject({ type: string2() });
  const ToolResultBlock = jitObject({
    type: literal("tool_result"),
    tool_use_id: string2(),
    content: optional(unknown()),
    is_error: nullish2(boolean2())
  });
  const AssistantFrame = jitObject({
    message: jitObject({
      id: nstr,
      model: nstr,
      content: array(Block),
      usage: nullish2(ApiUsage)
    }),
    parent_tool_use_id: nstr,
    is_api_error_message: nullish2(boolean2()),
    api_error_status: nnum,
    /** SDKAssistantMessageError (`authentication_failed`, `billing_error`, …) on a CLI-made message. */
    error: nstr
  });
  const ToolResultMeta = jitObject({
    id: nstr,
    non_execution_kind: nstr,
    permission_decision: nullish2(jitObject({ decision: nstr }))
  });
  const UserFrame = jitObject({
    message: jitObject({ content: union([string2(), array(Block)]) }),
    parent_tool_use_id: nstr,
    tool_use_result: optional(unknown()),
    tool_result_meta: nullish2(array(ToolResultMeta))
  });
  const ResultSubtype = union([
    _enum([
      "success",
      "error_during_execution",
      "error_max_turns",
      "error_max_budget_usd",
      "error_max_structured_output_retries"
    ]),
    string2()
  ]);
  const ModelUsageEntry = jitObject({
    inputTokens: nnum,
    outputTokens: nnum,
    cacheReadInputTokens: nnum,
    cacheCreationInputTokens: nnum
  });
  const ResultFrame = jitObject({
    subtype: ResultSubtype,
    is_error: boolean2(),
    num_turns: nnum,
    duration_ms: nnum,
    total_cost_usd: nnum,
    result: nstr,
    errors: nullish2(array(unknown())),
    stop_reason: nstr,
    terminal_reason: nstr,
    session_id: nstr,
    api_error_status: nnum,
    usage: nullish2(ApiUsage),
    modelUsage: nullish2(record(string2(), ModelUsageEntry)),
    permission_denials: nullish2(
      array(jitObject({ tool_name: string2(), tool_use_id: nstr, tool_input: optional(unknown()) }))
    )
  });
  const ApiRetryFrame = jitObject({
    attempt: nnum,
    max_retries: nnum,
    retry_delay_ms: nnum,
    error_status: nnum,
    error: nullish2(
      union([
        _enum([
          "authentication_failed",
          "rate_limit",
          "overloaded",
          "server_error",
          "invalid_request",
          "unknown"
        ]),
        string2()
      ])
    )
  });
  const PermissionDeniedFrame = jitObject({ tool_name: string2(), tool_use_id: nstr, message: nstr });
  const StatusFrame = jitObject({
    status: nullish2(union([_enum(["requesting", "compacting"]), string2()])),
    compact_result: nstr,
    compact_error: nstr
  });
  const CompactBoundaryFrame = jitObject({
    compact_metadata: nullish2(jitObject({ trigger: nstr, pre_tokens: nnum, post_tokens: nnum }))
  });
  const HookResponseFrame = jitObject({
    hook_name: nstr,
    exit_code: nnum,
    outcome: nullish2(union([_enum(["success", "error", "cancelled"]), string2()]))
  });
  const ContentNoticeFrame = jitObject({ content: nstr });
  const TaskNotificationFrame = jitObject({
    status: nullish2(union([_enum(["completed", "failed", "stopped", "killed"]), string2()])),
    summary: nstr
  });
  const RateLimitFrame = jitObject({
    rate_limit_info: jitObject({
      status: union([_enum(["allowed", "allowed_warning", "rejected"]), string2()]),
      resetsAt: nnum
    })
  });
  const TodoWriteInput = jitObject({
    todos: array(jitObject({ content: string2(), status: nullish2(string2()), id: nstr }))
  });
  const TaskCreateInput = jitObject({ subject: string2(), description: nstr });
  const TaskUpdateInput = jitObject({
    taskId: union([string2(), number2()]),
    status: nstr,
    subject: nstr
  });
  return {
    ApiUsage,
    InitFrame,
    ToolResultBlock,
    AssistantFrame,
    UserFrame,
    ResultFrame,
    ApiRetryFrame,
    PermissionDeniedFrame,
    StatusFrame,
    CompactBoundaryFrame,
    HookResponseFrame,
    ContentNoticeFrame,
    TaskNotificationFrame,
    RateLimitFrame,
    TodoWriteInput,
    TaskCreateInput,
    TaskUpdateInput
  };
}
var schemas2 = once(buildSchemas2);
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isNStr = (v) => v == null || typeof v === "string";
var isNNum = (v) => v == null || typeof v === "number" && Number.isFinite(v);
var isNBool = (v) => v == null || typeof v === "boolean";
function isBlockList(v) {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const b = v[i];
    if (!isObj(b) || typeof b["type"] !== "string") return false;
  }
  return true;
}
function isApiUsage(v) {
  return isObj(v) && isNNum(v["input_tokens"]) && isNNum(v["output_tokens"]) && isNNum(v["cache_read_input_tokens"]) && isNNum(v["cache_creation_input_tokens"]);
}
function isAssistantFrame(f) {
  const m = f["message"];
  return isObj(m) && isNStr(m["id"]) && isNStr(m["model"]) && isBlockList(m["content"]) && (m["usage"] == null || isApiUsage(m["usage"])) && isNStr(f["parent_tool_use_id"]) && isNBool(f["is_api_error_message"]) && isNNum(f["api_error_status"]) && isNStr(f["error"]);
}
function isToolResultMetaList(v) {
  if (v == null) return true;
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const m = v[i];
    if (!isObj(m) || !isNStr(m["id"]) || !isNStr(m["non_execution_kind"])) return false;
    const d = m["permission_decision"];
    if (d != null && !(isObj(d) && isNStr(d["decision"]))) return false;
  }
  return true;
}
function isUserFrame(f) {
  const m = f["message"];
  if (!isObj(m)) return false;
  const c = m["content"];
  return (typeof c === "string" || isBlockList(c)) && isNStr(f["parent_tool_use_id"]) && isToolResultMetaList(f["tool_result_meta"]);
}
function isStatusFrame(f) {
  return isNStr(f["status"]) && isNStr(f["compact_result"]) && isNStr(f["compact_error"]);
}
function isToolResultBlock(b) {
  return b["type"] === "tool_result" && typeof b["tool_use_id"] === "string" && isNBool(b["is_error"]);
}
function frameParentId(frame) {
  const p = frame["parent_tool_use_id"];
  return typeof p === "string" ? p : null;
}
function unknown2(type, at) {
  return { kind: "unknown", type, at };
}
function usageToTokens(u) {
  if (!u) return null;
  return {
    input: u.input_tokens ?? 0,
    output: u.output_tokens ?? 0,
    cacheRead: u.cache_read_input_tokens ?? 0,
    cacheWrite: u.cache_creation_input_tokens ?? 0
  };
}
function streamTokens(u, base) {
  if (typeof u !== "object" || u === null) return base;
  const r = u;
  const input = r["input_tokens"];
  const output = r["output_tokens"];
  const cacheRead = r["cache_read_input_tokens"];
  const cacheWrite = r["cache_creation_input_tokens"];
  return {
    input: typeof input === "number" ? input : base?.input ?? 0,
    output: typeof output === "number" ? output : base?.output ?? 0,
    cacheRead: typeof cacheRead === "number" ? cacheRead : base?.cacheRead ?? 0,
    cacheWrite: typeof cacheWrite === "number" ? cacheWrite : base?.cacheWrite ?? 0
  };
}
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  const parts = [];
  for (const b of content) {
    if (typeof b !== "object" || b === null) continue;
    const block = b;
    if (block["type"] === "text" && typeof block["text"] === "string") parts.push(block["text"]);
    else if (block["type"] === "image") parts.push("[image]");
  }
  return parts.join("\n");
}
var EXIT_CODE_RE = /^Exit code (\d+)/;
function todoStatus3(s) {
  return s === "in_progress" || s === "completed" ? s : "pending";
}
function claudeResultOutcome(r) {
  const { subtype, terminal_reason: terminal } = r;
  if (subtype === "error_max_turns" || terminal === "max_turns") return "max_turns";
  if (subtype === "error_max_budget_usd" || terminal === "budget_exhausted") return "budget_exceeded";
  if (r.is_error) {
    if (terminal === "aborted_tools" || terminal === "aborted_streaming") return "cancelled";
    return "error";
  }
  if (r.stop_reason === "max_tokens") return "max_tokens";
  return "success";
}
function claudeResultMessage(r, outcome) {
  const errors = (r.errors ?? []).filter((e) => typeof e === "string");
  const humanErrors = errors.filter((e) => !e.startsWith("[ede_diagnostic]"));
  const text = r.result && r.result.trim() !== "" ? r.result : null;
  switch (outcome) {
    case "success":
      return null;
    case "max_turns": {
      const limit = /\((\d+)\)/.exec(errors.join(" "))?.[1];
      const used = r.num_turns != null ? ` after ${r.num_turns} turns` : "";
      return limit ? `The agent reached its turn limit (--max-turns ${limit})${used} before finishing; raise the limit or narrow the task.` : `The agent reached its turn limit${used} before finishing; raise the limit or narrow the task.`;
    }
    case "budget_exceeded": {
      const limit = /\$([\d.]+)/.exec(errors.join(" "))?.[1];
      const spent = r.total_cost_usd != null ? `; it spent $${round(r.total_cost_usd)}` : "";
      return limit ? `The agent reached its spending limit (--max-budget-usd ${limit})${spent} before finishing.` : `The agent reached its spending limit${spent} before finishing.`;
    }
    case "max_tokens":
      return "The model hit its output token limit (stop_reason max_tokens) before finishing its answer.";
    case "cancelled":
      return r.terminal_reason === "aborted_streaming" ? "The run was interrupted (SIGINT or an interrupt request) while the model was answering." : "The run was interrupted (SIGINT or an interrupt request) while a tool was running.";
    default: {
      if (text) return text;
      if (humanErrors.length > 0) return humanErrors.join("; ");
      const status = r.api_error_status != null ? ` (HTTP ${r.api_error_status})` : "";
      return `The agent reported an error (${r.subtype}${r.terminal_reason ? `, ${r.terminal_reason}` : ""})${status}.`;
    }
  }
}
function round(n) {
  return String(Math.round(n * 1e4) / 1e4);
}
var STATE_CAP = 256;
var ClaudeCodeParser = class {
  /** The main-thread API message being streamed (partial messages), and its open block. */
  streamMsgId = null;
  openIndex = null;
  lastStoppedIndex = null;
  streamTokens = null;
  /** Per API message id: how many complete assistant blocks we have seen (a block index fallback). */
  blockCount = new RecentMap(STATE_CAP);
  /** Tool ids named by a `system/permission_denied` frame, so their result counts as denied. */
  deniedIds = /* @__PURE__ */ new Set();
  /** Tool names by id, for results (the result frame does not name its tool). */
  toolNames = new RecentMap(STATE_CAP);
  /** TaskCreate/TaskUpdate calls waiting for their result. */
  pendingTasks = new RecentMap(STATE_CAP);
  /**
   * Turns of the results so far. `num_turns` counts one turn's round-trips (with stream-json input
   * every user message gets its own init/result cycle), while cost and tokens are cumulative over
   * the process: the run's turns are the sum, so all three cover the same span.
   */
  turnsSoFar = null;
  /**
   * The stream_event lines that yield no event (claude-quiet-lines.ts), with the same state change
   * as `streamEvent` makes for them.
   */
  quietLine(text, session) {
    const kind = quietLineKind(text);
    if (kind !== NOT_QUIET && !quietLineSessionAgrees(text, session)) return false;
    switch (kind) {
      case QUIET_INPUT_DELTA:
        return true;
      case QUIET_BLOCK_STOP:
        this.lastStoppedIndex = this.openIndex;
        this.openIndex = null;
        return true;
      case QUIET_MESSAGE_STOP:
        this.openIndex = null;
        return true;
      default:
        return false;
    }
  }
  toEvents(frame, at) {
    try {
      return this.dispatch(frame, at);
    } catch {
      return [unknown2(`invalid:${typeof frame["type"] === "string" ? frame["type"] : "unknown"}`, at)];
    }
  }
  dispatch(frame, at) {
    const type = frame["type"];
    switch (type) {
      case "stream_event":
        return this.streamEvent(frame, at);
      case "assistant":
        return this.assistant(frame, at);
      case "user":
        return this.user(frame, at);
      case "result":
        return this.result(frame, at);
      case "system":
        return this.system(frame, at);
      case "rate_limit_event": {
        const p = schemas2().RateLimitFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:rate_limit_event", at)];
        const info = p.data.rate_limit_info;
        return [{ kind: "rate_limit", status: info.status, resetsAt: info.resetsAt ?? null, at }];
      }
      // Known frames that carry nothing a summary needs. `keep_alive`: "receivers must ignore it".
      case "keep_alive":
      case "tool_progress":
      case "control_request":
      case "control_response":
      case "control_cancel_request":
      case "tool_use_summary":
        return [];
      default:
        return [unknown2(typeof type === "string" ? type : "untyped", at)];
    }
  }
  // --- stream_event: hot path, no zod ----------------------------------------------------------
  /** The API message a stream_event belongs to: its own `api_message_id`, else the one streaming. */
  frameMessageId(frame) {
    const apiId = frame["api_message_id"];
    return typeof apiId === "string" ? apiId : this.streamMsgId;
  }
  // Both are read only by the cases that use them: most stream_events (input_json_delta, stops)
  // need neither, and each read of a field of a parsed frame is a megamorphic lookup.
  streamEvent(frame, at) {
    const ev = frame["event"];
    if (typeof ev !== "object" || ev === null) return [unknown2("invalid:stream_event", at)];
    const evType = ev["type"];
    switch (evType) {
      case "content_block_delta": {
        const d = ev["delta"];
        const index = ev["index"];
        if (typeof d !== "object" || d === null || typeof index !== "number") {
          return [unknown2("invalid:stream_event", at)];
        }
        const dType = d["type"];
        if (dType === "text_delta") {
          const text = d["text"];
          if (typeof text !== "string") return [unknown2("invalid:stream_event", at)];
          const messageId = this.frameMessageId(frame);
          const parentId = frameParentId(frame);
          return [{ kind: "text", mode: "delta", text, messageId, index, parentId, at }];
        }
        if (dType === "input_json_delta" || dType === "thinking_delta" || dType === "signature_delta" || dType === "citations_delta") {
          return [];
        }
        return [unknown2(`stream_event/${typeof dType === "string" ? dType : "delta"}`, at)];
      }
      case "content_block_start": {
        const index = ev["index"];
        if (typeof index !== "number") return [unknown2("invalid:stream_event", at)];
        this.openIndex = index;
        const block = ev["content_block"];
        const bType = typeof block === "object" && block !== null ? block["type"] : null;
        if (bType === "thinking" || bType === "redacted_thinking")
          return [{ kind: "thinking", parentId: frameParentId(frame), at }];
        return [];
      }
      case "content_block_stop":
        this.lastStoppedIndex = this.openIndex;
        this.openIndex = null;
        return [];
      case "message_start": {
        const messageId = this.frameMessageId(frame);
        const parentId = frameParentId(frame);
        const msg = ev["message"];
        const id = typeof msg === "object" && msg !== null && typeof msg["id"] === "string" ? msg["id"] : messageId;
        if (typeof id !== "string") return [unknown2("invalid:stream_event", at)];
        this.streamMsgId = id;
        this.openIndex = null;
        this.lastStoppedIndex = null;
        const model = typeof msg === "object" && msg !== null && typeof msg["model"] === "string" ? msg["model"] : null;
        const tokens = streamTokens(typeof msg === "object" && msg !== null ? msg["usage"] : null, null);
        this.streamTokens = tokens;
        const out = [];
        if (!this.blockCount.has(id)) {
          this.blockCount.remember(id, 0);
          out.push({ kind: "step", messageId: id, model, parentId, at });
        }
        if (tokens) out.push({ kind: "usage", cumulative: false, messageId: id, tokens, costUsd: null, at });
        return out;
      }
      case "message_delta": {
        const tokens = streamTokens(ev["usage"], this.streamTokens);
        this.streamTokens = tokens;
        if (!tokens) return [];
        return [
          {
            kind: "usage",
            cumulative: false,
            messageId: this.frameMessageId(frame),
            tokens,
            costUsd: null,
            at
          }
        ];
      }
      case "message_stop": {
        this.openIndex = null;
        const ab = frame["abandoned_blocks"];
        if (typeof ab === "object" && ab !== null) {
          const id = typeof ab["api_message_id"] === "string" ? ab["api_message_id"] : this.frameMessageId(frame);
          const from = typeof ab["from_block_index"] === "number" ? ab["from_block_index"] : 0;
          if (typeof id === "string") return [{ kind: "text_retract", messageId: id, fromIndex: from, at }];
        }
        return [];
      }
      case "ping":
      case "error":
        return [];
      default:
        return [unknown2(`stream_event/${typeof evType === "string" ? evType : "untyped"}`, at)];
    }
  }
  // --- assistant -------------------------------------------------------------------------------
  assistant(frame, at) {
    let f;
    if (isAssistantFrame(frame)) f = frame;
    else {
      const p = schemas2().AssistantFrame.safeParse(frame);
      if (!p.success) return [unknown2("invalid:assistant", at)];
      f = p.data;
    }
    const msg = f.message;
    const parentId = f.parent_tool_use_id ?? null;
    const messageId = msg.id ?? null;
    const out = [];
    if (f.is_api_error_message === true || msg.model === "<synthetic>" && typeof f.error === "string") {
      for (const b of msg.content) {
        if (b.type === "text" && typeof b["text"] === "string")
          out.push({ kind: "notice", level: "error", code: "api_error", message: b["text"], at });
      }
      return out;
    }
    const synthetic = msg.model === "<synthetic>";
    if (messageId !== null && !synthetic && !this.blockCount.has(messageId)) {
      this.blockCount.remember(messageId, 0);
      out.push({ kind: "step", messageId, model: msg.model ?? null, parentId, at });
      const tokens = usageToTokens(msg.usage);
      if (tokens) out.push({ kind: "usage", cumulative: false, messageId, tokens, costUsd: null, at });
    }
    for (const block of msg.content) {
      const index = this.blockIndex(messageId);
      switch (block.type) {
        case "text": {
          const text = block["text"];
          if (typeof text === "string")
            out.push({ kind: "text", mode: "block", text, messageId, index, parentId, at });
          break;
        }
        case "thinking":
        case "redacted_thinking":
          out.push({ kind: "thinking", parentId, at });
          break;
        case "tool_use":
        case "server_tool_use":
        case "mcp_tool_use": {
          const id = block["id"];
          const name = block["name"];
          if (typeof id !== "string" || typeof name !== "string") {
            out.push(unknown2("invalid:assistant/tool_use", at));
            break;
          }
          this.toolCall(id, name, block["input"], parentId, at, out);
          break;
        }
        default:
          break;
      }
    }
    return out;
  }
  /**
   * The content-block index an assistant frame's block belongs to. With partial messages the frame
   * for a block is written BEFORE that block's content_block_stop, so the open streamed block is the
   * one; otherwise (or if a CLI writes it after the stop) count the message's blocks.
   */
  blockIndex(messageId) {
    if (messageId !== null && messageId === this.streamMsgId) {
      if (this.openIndex !== null) return this.openIndex;
      if (this.lastStoppedIndex !== null) {
        const i = this.lastStoppedIndex;
        this.lastStoppedIndex = null;
        return i;
      }
    }
    if (messageId === null) return 0;
    const n = this.blockCount.get(messageId) ?? 0;
    this.blockCount.set(messageId, n + 1);
    return n;
  }
  toolCall(id, name, input, parentId, at, out) {
    this.toolNames.remember(id, name);
    out.push({ kind: "tool_call", id, name, input, parentId, at });
    if (name === "TodoWrite") {
      const t = schemas2().TodoWriteInput.safeParse(input);
      if (t.success) {
        const todos = t.data.todos.map((x) => ({
          id: x.id ?? null,
          content: x.content,
          status: todoStatus3(x.status)
        }));
        out.push({ kind: "todos", op: "replace", todos, at });
      }
    } else if (name === "TaskCreate") {
      const t = schemas2().TaskCreateInput.safeParse(input);
      if (t.success) this.pendingTasks.remember(id, { kind: "create", subject: t.data.subject });
    } else if (name === "TaskUpdate") {
      const t = schemas2().TaskUpdateInput.safeParse(input);
      if (t.success) {
        const s = t.data.status;
        const status = s === "pending" || s === "in_progress" || s === "completed" || s === "deleted" ? s : null;
        this.pendingTasks.remember(id, {
          kind: "update",
          taskId: String(t.data.taskId),
          status,
          subject: t.data.subject ?? null
        });
      }
    }
  }
  // --- user ------------------------------------------------------------------------------------
  user(frame, at) {
    let f;
    if (isUserFrame(frame)) f = frame;
    else {
      const p = schemas2().UserFrame.safeParse(frame);
      if (!p.success) return [unknown2("invalid:user", at)];
      f = p.data;
    }
    const content = f.message.content;
    if (typeof content === "string") return [];
    const parentId = f.parent_tool_use_id ?? null;
    const out = [];
    for (const b of content) {
      if (b.type !== "tool_result") continue;
      let block;
      if (isToolResultBlock(b)) block = b;
      else {
        const r = schemas2().ToolResultBlock.safeParse(b);
        if (!r.success) {
          out.push(unknown2("invalid:user/tool_result", at));
          continue;
        }
        block = r.data;
      }
      this.toolResult(block, f, parentId, at, out);
    }
    return out;
  }
  toolResult(block, frame, parentId, at, out) {
    const id = block.tool_use_id;
    const meta2 = frame.tool_result_meta?.find((m) => m.id === id) ?? null;
    const output = toolResultText(block.content);
    const refusedByText = !this.deniedIds.has(id) && meta2 === null && block.is_error === true && isPermissionRefusal(output);
    const denied = refusedByText || this.deniedIds.has(id) || meta2?.permission_decision?.decision === "reject" || meta2?.non_execution_kind === "permission-rule";
    const status = denied ? "denied" : block.is_error === true ? "error" : "ok";
    const tur = frame.tool_use_result;
    const turObj = typeof tur === "object" && tur !== null ? tur : null;
    let exitCode = null;
    if (block.is_error === true && output !== null) {
      const m = EXIT_CODE_RE.exec(output);
      if (m?.[1]) exitCode = Number(m[1]);
    } else if (turObj && typeof turObj["stdout"] === "string" && turObj["interrupted"] === false) {
      exitCode = 0;
    }
    const durationMs = turObj && typeof turObj["totalDurationMs"] === "number" ? turObj["totalDurationMs"] : null;
    const name = this.toolNames.get(id) ?? null;
    this.toolNames.delete(id);
    this.deniedIds.delete(id);
    if (refusedByText) {
      out.push({
        kind: "permission_denied",
        tool: name ?? "unknown",
        toolUseId: id,
        input: null,
        message: output,
        at
      });
    }
    out.push({ kind: "tool_result", id, name, status, output, exitCode, durationMs, parentId, at });
    const task = this.pendingTasks.get(id);
    if (task) {
      this.pendingTasks.delete(id);
      if (status === "ok") this.taskResult(task, turObj, output, at, out);
    }
  }
  taskResult(task, turObj, output, at, out) {
    if (task.kind === "update") {
      out.push({
        kind: "todos",
        op: "upsert",
        id: task.taskId,
        content: task.subject,
        status: task.status,
        at
      });
      return;
    }
    const t = turObj?.["task"];
    let taskId = null;
    if (typeof t === "object" && t !== null) {
      const raw = t["id"];
      if (typeof raw === "string" || typeof raw === "number") taskId = String(raw);
    }
    if (taskId === null && output !== null) taskId = /Task #(\w+)/.exec(output)?.[1] ?? null;
    if (taskId !== null) {
      out.push({ kind: "todos", op: "upsert", id: taskId, content: task.subject, status: "pending", at });
    }
  }
  // --- result ----------------------------------------------------------------------------------
  result(frame, at) {
    const p = schemas2().ResultFrame.safeParse(frame);
    if (!p.success) return [unknown2("invalid:result", at)];
    const r = p.data;
    const outcome = claudeResultOutcome(r);
    const out = [];
    const tokens = resultTokens(r);
    out.push({
      kind: "usage",
      cumulative: true,
      messageId: null,
      tokens,
      costUsd: r.total_cost_usd ?? null,
      at
    });
    out.push({
      kind: "result",
      outcome,
      subtype: r.subtype,
      isError: r.is_error,
      text: r.result ?? null,
      errorMessage: claudeResultMessage(r, outcome),
      turns: this.addTurns(r.num_turns),
      durationMs: r.duration_ms ?? null,
      sessionId: r.session_id ?? null,
      stopReason: r.stop_reason ?? null,
      terminalReason: r.terminal_reason ?? null,
      permissionDenials: r.permission_denials ? r.permission_denials.map((d) => ({
        tool: d.tool_name,
        toolUseId: d.tool_use_id ?? null,
        input: d.tool_input
      })) : null,
      // `--json-schema`: the validated object, read as it is (src/run/structured-output.ts checks it).
      ...frame["structured_output"] !== void 0 ? { structuredOutput: frame["structured_output"] } : {},
      at
    });
    return out;
  }
  addTurns(turns) {
    if (turns == null) return this.turnsSoFar;
    this.turnsSoFar = (this.turnsSoFar ?? 0) + turns;
    return this.turnsSoFar;
  }
  // --- system/* --------------------------------------------------------------------------------
  system(frame, at) {
    const subtype = frame["subtype"];
    switch (subtype) {
      case "init": {
        const p = schemas2().InitFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/init", at)];
        const f = p.data;
        return [
          {
            kind: "session",
            sessionId: f.session_id ?? null,
            model: f.model ?? null,
            cwd: f.cwd ?? null,
            cliVersion: f.claude_code_version ?? null,
            permissionMode: f.permissionMode ?? null,
            tools: f.tools ? f.tools.filter((t) => typeof t === "string") : null,
            at
          }
        ];
      }
      case "api_retry": {
        const p = schemas2().ApiRetryFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/api_retry", at)];
        const f = p.data;
        return [
          {
            kind: "retry",
            attempt: f.attempt ?? null,
            maxRetries: f.max_retries ?? null,
            delayMs: f.retry_delay_ms ?? null,
            httpStatus: f.error_status ?? null,
            category: f.error ?? null,
            message: null,
            at
          }
        ];
      }
      case "permission_denied": {
        const p = schemas2().PermissionDeniedFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/permission_denied", at)];
        const f = p.data;
        if (f.tool_use_id) {
          this.deniedIds.add(f.tool_use_id);
          if (this.deniedIds.size > STATE_CAP) this.deniedIds.delete(this.deniedIds.values().next().value);
        }
        return [
          {
            kind: "permission_denied",
            tool: f.tool_name,
            toolUseId: f.tool_use_id ?? null,
            input: null,
            message: f.message ?? null,
            at
          }
        ];
      }
      case "status": {
        let f;
        if (isStatusFrame(frame)) f = frame;
        else {
          const p = schemas2().StatusFrame.safeParse(frame);
          if (!p.success) return [unknown2("invalid:system/status", at)];
          f = p.data;
        }
        if (f.status === "compacting") {
          return [
            {
              kind: "notice",
              level: "info",
              code: "compacting",
              message: "Compacting the conversation.",
              at
            }
          ];
        }
        if (f.compact_result === "failed") {
          const why = f.compact_error ? ` (${f.compact_error})` : "";
          return [
            {
              kind: "notice",
              level: "warning",
              code: "compact_failed",
              message: `Compaction failed${why}.`,
              at
            }
          ];
        }
        return [];
      }
      case "compact_boundary": {
        const p = schemas2().CompactBoundaryFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/compact_boundary", at)];
        const m = p.data.compact_metadata;
        const sizes = m?.pre_tokens != null && m.post_tokens != null ? ` (${m.pre_tokens} \u2192 ${m.post_tokens} tokens)` : "";
        return [
          { kind: "notice", level: "info", code: "compacted", message: `Context compacted${sizes}.`, at }
        ];
      }
      case "hook_response": {
        const p = schemas2().HookResponseFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/hook_response", at)];
        const f = p.data;
        const failed = f.outcome != null && f.outcome !== "success" || f.exit_code != null && f.exit_code !== 0;
        if (!failed) return [];
        const code = f.exit_code != null ? ` (exit ${f.exit_code})` : "";
        return [
          {
            kind: "notice",
            level: "warning",
            code: "hook_failed",
            message: `Hook ${f.hook_name ?? "?"} failed${code}.`,
            at
          }
        ];
      }
      case "model_fallback":
      case "informational":
      case "model_refusal_fallback":
      case "model_refusal_no_fallback":
      case "notification": {
        const p = schemas2().ContentNoticeFrame.safeParse(frame);
        if (!p.success) return [unknown2(`invalid:system/${subtype}`, at)];
        const text = p.data.content;
        const level = subtype === "informational" || subtype === "notification" ? "info" : "warning";
        const message = text && text !== "" ? text : subtype === "model_refusal_no_fallback" ? "The model refused again." : subtype;
        return [{ kind: "notice", level, code: subtype, message, at }];
      }
      case "task_notification": {
        const p = schemas2().TaskNotificationFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/task_notification", at)];
        const f = p.data;
        if (f.status === "completed" || f.status == null) return [];
        return [
          {
            kind: "notice",
            level: "warning",
            code: "task_failed",
            message: `A background task ended ${f.status}${f.summary ? `: ${f.summary}` : ""}.`,
            at
          }
        ];
      }
      case "thinking_tokens":
        return [{ kind: "thinking", parentId: null, at }];
      // Known and not needed by the summary.
      case "hook_started":
      case "hook_progress":
      case "task_started":
      case "task_progress":
      case "task_updated":
      case "background_tasks_changed":
      case "session_state_changed":
      case "control_request_progress":
      case "commands_changed":
      case "files_persisted":
        return [];
      default:
        return [unknown2(`system/${typeof subtype === "string" ? subtype : "untyped"}`, at)];
    }
  }
};
function resultTokens(r) {
  const mu = r.modelUsage;
  if (mu) {
    const entries = Object.values(mu);
    if (entries.length > 0) {
      const t = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
      for (const e of entries) {
        t.input += e.inputTokens ?? 0;
        t.output += e.outputTokens ?? 0;
        t.cacheRead += e.cacheReadInputTokens ?? 0;
        t.cacheWrite += e.cacheCreationInputTokens ?? 0;
      }
      return t;
    }
  }
  return usageToTokens(r.usage);
}
var CLAUDE_ONLY_TYPES = /* @__PURE__ */ new Set([
  "stream_event",
  "rate_limit_event",
  "tool_progress",
  "tool_use_summary",
  "auth_status",
  "prompt_suggestion"
]);
var CLAUDE_SYSTEM_SUBTYPES = /* @__PURE__ */ new Set([
  "hook_started",
  "hook_response",
  "status",
  "compact_boundary",
  "thinking_tokens",
  "task_started",
  "task_progress",
  "task_updated",
  "task_notification",
  "permission_denied",
  "session_state_changed",
  "background_tasks_changed",
  "model_fallback"
]);
function score3(frame) {
  try {
    const type = frame["type"];
    if (typeof type !== "string") return 0;
    if ("jsonrpc" in frame) return 0;
    if (type === "system") {
      const st = frame["subtype"];
      if (st === "init") {
        if (typeof frame["claude_code_version"] === "string") return 10;
        if ("uuid" in frame && "apiKeySource" in frame && "slash_commands" in frame) return 8;
        return 0;
      }
      if (st === "api_retry" && "error" in frame && "retry_delay_ms" in frame) return 5;
      if (typeof st === "string" && CLAUDE_SYSTEM_SUBTYPES.has(st) && "uuid" in frame) return 5;
    }
    if (CLAUDE_ONLY_TYPES.has(type)) return 5;
    if (type === "result" && "num_turns" in frame && "total_cost_usd" in frame && "modelUsage" in frame)
      return 6;
    if (typeof frame["uuid"] === "string" && typeof frame["session_id"] === "string") return 3;
    return 0;
  } catch {
    return 0;
  }
}
var PERMISSION_REFUSAL = /^(?:<tool_use_error>)?(?:Error: )?(?:This command requires approval|This (?:Bash )?command contains multiple operations\. The following parts? requires? approval|Command contains subexpressions|Claude requested permissions to .{1,400}? but you haven't granted it yet|Permission to use \S+ has been denied)/;
function isPermissionRefusal(output) {
  return output !== null && PERMISSION_REFUSAL.test(output.trimStart());
}
var claudeCode = {
  sessionOf: sessionField("session_id"),
  name: "claude-code",
  reportsRetries: true,
  // system/api_retry frames
  createParser: () => new ClaudeCodeParser(),
  score: score3
};

// src/stream/dialects/codex.ts
var exitCodes2 = {
  1: {
    outcome: "error",
    meaning: "codex failed (startup, auth or resume failure, or an interrupt: SIGINT also exits 1)"
  },
  2: { outcome: "error", meaning: "usage error (bad command-line arguments)" }
};
var BUDGET_EXHAUSTED = /rollout token budget exhausted/i;
var OUTPUT_LIMIT = /Incomplete response returned, reason: max_output_tokens/i;
var RECONNECTING = /^\s*Reconnecting\b/i;
var NETWORK_FAILURE = /stream disconnected|error sending request|connection (?:refused|reset|closed)|dns error|failed to lookup|timed? ?out|waiting for network/i;
var SANDBOX_UNAVAILABLE = /^bwrap: .*(?:namespace|RTM_NEWADDR|Operation not permitted|No permissions).*$/m;
var BLOCKED_ON_STDERR = [
  {
    pattern: /\bcodex_core::tools::router: error=(patch rejected: [\s\S]*)/,
    tool: "apply_patch",
    what: (m) => `a patch: ${/^patch rejected: ([^;]*)/.exec(m)?.[1] ?? m}`
  },
  {
    pattern: /\bcodex_core::tools::router: error=(approval policy is \w+; reject command[\s\S]*)/,
    tool: "shell",
    what: () => "a command that asked to run outside the sandbox"
  },
  {
    // Only this reason: it is the one seen with NO item (a command that wrote in the read-only
    // sandbox, or outside the writable roots). Others come with a failed item of their own
    // (`failed_to_write_file`: a patch the sandbox could not apply) and must not count twice.
    pattern: /\bcodex_sandboxing::violation: recorded (sandbox violation: [\s\S]*)/,
    also: /\breason=read_only_file_system\b/,
    tool: "shell",
    what: (m) => {
      const reason = /\breason=(\S+)/.exec(m)?.[1]?.replace(/_/g, " ");
      return `a command: blocked by the sandbox${reason ? ` (${reason})` : ""}`;
    }
  }
];
var TOOL_ITEM_TYPES = /* @__PURE__ */ new Set([
  "command_execution",
  "file_change",
  "mcp_tool_call",
  "web_search",
  "collab_tool_call"
]);
function buildSchemas3() {
  const ThreadStarted = jitLooseObject({ thread_id: nullish2(string2()) });
  const ItemFrame = jitLooseObject({
    item: jitLooseObject({
      id: string2(),
      // Codex's first shape of items (openai/codex pull request 4525) used `item_type` and
      // `assistant_message`; accept both spellings.
      type: optional(string2()),
      item_type: optional(string2()),
      status: nullish2(union([_enum(["in_progress", "completed", "failed", "declined"]), string2()]))
    })
  });
  const TurnCompleted = jitLooseObject({
    usage: nullish2(
      jitLooseObject({
        input_tokens: nullish2(number2()),
        cached_input_tokens: nullish2(number2()),
        cache_write_input_tokens: nullish2(number2()),
        output_tokens: nullish2(number2())
      })
    )
  });
  const TurnFailed = jitLooseObject({
    error: nullish2(jitLooseObject({ message: nullish2(string2()) }))
  });
  const ErrorFrame = jitLooseObject({ message: string2() });
  return { ThreadStarted, ItemFrame, TurnCompleted, TurnFailed, ErrorFrame };
}
var schemas3 = once(buildSchemas3);
function str2(value) {
  return typeof value === "string" ? value : null;
}
function toolName(type, item) {
  switch (type) {
    case "command_execution":
      return "shell";
    case "file_change":
      return "apply_patch";
    case "mcp_tool_call": {
      const server = str2(item.server);
      const tool = str2(item.tool) ?? "tool";
      return server === null ? tool : `${server}/${tool}`;
    }
    case "collab_tool_call":
      return str2(item.tool) ?? "collab";
    default:
      return type;
  }
}
function toolInput(type, item) {
  switch (type) {
    case "command_execution":
      return { command: item.command ?? null };
    case "file_change": {
      const changes = Array.isArray(item.changes) ? item.changes : [];
      const first = str2((changes[0] ?? {}).path);
      return first === null ? { changes } : { changes, path: first };
    }
    case "mcp_tool_call":
      return item.arguments ?? null;
    case "web_search":
      return { query: item.query ?? null, action: item.action ?? null };
    case "collab_tool_call":
      return { prompt: item.prompt ?? null, receivers: item.receiver_thread_ids ?? null };
    default:
      return null;
  }
}
function toolOutput(type, item) {
  const error2 = item.error;
  const errorMessage = error2 !== null && typeof error2 === "object" ? str2(error2.message) : null;
  switch (type) {
    case "command_execution":
      return str2(item.aggregated_output) ?? errorMessage;
    case "file_change": {
      if (!Array.isArray(item.changes)) return errorMessage;
      const lines = item.changes.map((c) => {
        const change = c ?? {};
        return `${str2(change.kind) ?? "change"} ${str2(change.path) ?? "?"}`;
      });
      return lines.join("\n");
    }
    case "mcp_tool_call": {
      const result = item.result;
      if (errorMessage !== null) return errorMessage;
      return result !== null && typeof result === "object" ? outputText(result.content) : null;
    }
    default:
      return errorMessage ?? outputText(item.results ?? item.agents_states ?? null);
  }
}
function toolStatus(type, item) {
  switch (item.status) {
    case "failed":
      return "error";
    case "declined":
      return "denied";
    case "completed": {
      const exitCode = finiteOrNull(item.exit_code);
      if (exitCode !== null && exitCode !== 0) return "error";
      return item.error !== null && item.error !== void 0 ? "error" : "ok";
    }
    case void 0:
    case null:
      return type === "web_search" ? "ok" : null;
    default:
      return null;
  }
}
function sameCause(a, b) {
  const bare = (m) => m.replace(/(?:,|(?<![\s,]))\s*request id: \S+/g, "").trim();
  return bare(a) === bare(b);
}
function parseReconnect(message) {
  const counts = /(?<!\d)(\d+)\s*\/\s*(\d+)/.exec(message);
  const status = /\bstatus:? ([45]\d\d)\b/.exec(message);
  const cause = /^\s*Reconnecting\b[^(]*\((.*)\)\s*$/s.exec(message)?.[1] ?? message;
  return {
    attempt: counts ? Number(counts[1]) : null,
    max: counts ? Number(counts[2]) : null,
    status: status ? Number(status[1]) : null,
    cause,
    category: status ? "http_error" : NETWORK_FAILURE.test(cause) ? "network" : "error"
  };
}
var CodexParser = class {
  threadId = null;
  turns = 0;
  lastAgentMessage = null;
  startedTools = /* @__PURE__ */ new Set();
  /** A top-level non-reconnect `error`, until we learn whether the run survived it. */
  pendingError = null;
  /** The cause of the last "Reconnecting…" retry: a turn.failed with it is an API failure. */
  lastRetryCause = null;
  /** Denied tool calls made from stderr lines (they have no item id of their own). */
  blocked = 0;
  /** The sandbox-could-not-start notice is said once, not for every command it fails. */
  saidSandboxUnavailable = false;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const type = frame.type;
    if (typeof type === "string" && type.startsWith("item.")) {
      return [...this.survivedError(at), ...this.item(type, frame, at)];
    }
    switch (type) {
      case "thread.started": {
        const started = parseFrame(schemas3().ThreadStarted, frame);
        if (started === null) return [invalidEvent(frame, at)];
        this.threadId = started.thread_id ?? null;
        return [
          {
            kind: "session",
            sessionId: this.threadId,
            model: null,
            cwd: null,
            cliVersion: null,
            permissionMode: null,
            tools: null,
            at
          }
        ];
      }
      case "turn.started":
        this.turns += 1;
        return this.survivedError(at);
      case "turn.completed":
        return [...this.survivedError(at), ...this.turnCompleted(frame, at)];
      case "turn.failed":
        return this.turnFailed(frame, at);
      case "error":
        return this.topLevelError(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  /**
   * The run went on after a top-level error: it was a warning the run survived, and it was
   * retried (dialects.md §9.3.5). Said now, when that is known.
   */
  survivedError(at) {
    if (this.pendingError === null) return [];
    const { message } = this.pendingError;
    this.pendingError = null;
    const parsed = parseReconnect(message);
    return [
      { kind: "notice", level: "warning", code: "codex_error", message, at },
      {
        kind: "retry",
        attempt: parsed.attempt,
        maxRetries: parsed.max,
        delayMs: null,
        httpStatus: parsed.status,
        category: parsed.category,
        message,
        at
      }
    ];
  }
  topLevelError(frame, at) {
    const err = parseFrame(schemas3().ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    if (RECONNECTING.test(err.message)) {
      const parsed = parseReconnect(err.message);
      this.lastRetryCause = parsed.cause;
      return [
        ...this.survivedError(at),
        {
          kind: "retry",
          attempt: parsed.attempt,
          maxRetries: parsed.max,
          delayMs: null,
          httpStatus: parsed.status,
          category: parsed.category,
          message: err.message,
          at
        }
      ];
    }
    const out = this.survivedError(at);
    this.pendingError = { message: err.message, at };
    return out;
  }
  /** The stream ended with an error still held: the run did not get to say more, keep it. */
  end(_at) {
    if (this.pendingError === null) return [];
    const { message, at } = this.pendingError;
    this.pendingError = null;
    return [{ kind: "notice", level: "warning", code: "codex_error", message, at }];
  }
  /** A stderr line that says a tool was blocked (BLOCKED_ON_STDERR) → a denied tool call. */
  stderrLine(line, at) {
    for (const { pattern, also, tool, what } of BLOCKED_ON_STDERR) {
      const match = pattern.exec(line);
      if (!match || also && !also.test(match[1])) continue;
      const message = match[1].trim();
      const id = `codex-blocked-${++this.blocked}`;
      const input = what(message);
      return [
        { kind: "tool_call", id, name: tool, input, parentId: null, at },
        // The denial before the result, so the views report it once (annotations key on it).
        { kind: "permission_denied", tool, toolUseId: id, input, message, at },
        {
          kind: "tool_result",
          id,
          name: tool,
          status: "denied",
          output: message,
          exitCode: null,
          durationMs: 0,
          parentId: null,
          at
        }
      ];
    }
    return [];
  }
  item(frameType, frame, at) {
    if (frameType !== "item.started" && frameType !== "item.updated" && frameType !== "item.completed") {
      return [unknownEvent(frameType, at)];
    }
    const parsed = parseFrame(schemas3().ItemFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const item = parsed.item;
    const rawType = parsed.item.type ?? parsed.item.item_type ?? "";
    const type = rawType === "assistant_message" ? "agent_message" : rawType;
    const completed = frameType === "item.completed";
    if (TOOL_ITEM_TYPES.has(type)) return this.toolItem(type, item, completed, at);
    switch (type) {
      case "agent_message": {
        if (!completed) return [];
        const text = str2(item.text) ?? textOfContent(item.content) ?? "";
        this.lastAgentMessage = text;
        return [
          { kind: "step", messageId: item.id, model: null, parentId: null, at },
          { kind: "text", mode: "block", text, messageId: item.id, index: 0, parentId: null, at }
        ];
      }
      case "reasoning":
        return completed ? [{ kind: "thinking", parentId: null, at }] : [];
      case "todo_list": {
        if (!Array.isArray(item.items)) return [invalidEvent(frame, at)];
        const todos = item.items.flatMap((raw) => {
          const entry = raw ?? {};
          const content = str2(entry.text);
          if (content === null) return [];
          return [{ id: null, content, status: entry.completed === true ? "completed" : "pending" }];
        });
        return [{ kind: "todos", op: "replace", todos, at }];
      }
      case "error":
        return completed ? [
          {
            kind: "notice",
            level: "warning",
            code: "codex_warning",
            message: str2(item.message) ?? "warning",
            at
          }
        ] : [];
      default:
        return [unknownEvent(`${frameType}/${type || "(no type)"}`, at)];
    }
  }
  toolItem(type, item, completed, at) {
    const key = `${type}:${item.id}`;
    const name = toolName(type, item);
    const out = [];
    if (!this.startedTools.has(key)) {
      this.startedTools.add(key);
      out.push({ kind: "tool_call", id: item.id, name, input: toolInput(type, item), parentId: null, at });
    }
    if (!completed) return out;
    const status = toolStatus(type, item);
    if (status === null) return out;
    const output = toolOutput(type, item);
    out.push({
      kind: "tool_result",
      id: item.id,
      name,
      status,
      output,
      exitCode: finiteOrNull(item.exit_code),
      durationMs: null,
      parentId: null,
      at
    });
    if (status === "denied") {
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: item.id,
        input: toolInput(type, item),
        message: output,
        at
      });
    }
    const bwrap = status === "error" && output !== null ? SANDBOX_UNAVAILABLE.exec(output.slice(0, 2048)) : null;
    if (bwrap && !this.saidSandboxUnavailable) {
      this.saidSandboxUnavailable = true;
      out.push({
        kind: "notice",
        level: "warning",
        code: "codex_sandbox_unavailable",
        message: `Codex's sandbox could not start, so every sandboxed command fails (${bwrap[0].trim()}). It needs unprivileged user namespaces (Ubuntu 24.04 restricts them: \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\`), or run codex without its sandbox ('permission-mode: bypassPermissions') where the machine itself is the sandbox.`,
        at
      });
    }
    return out;
  }
  turnCompleted(frame, at) {
    const turn = parseFrame(schemas3().TurnCompleted, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const out = [];
    const usage = turn.usage;
    if (usage !== null && usage !== void 0) {
      const cached2 = finiteOrNull(usage.cached_input_tokens) ?? 0;
      out.push({
        kind: "usage",
        // Recent processors report the thread's running total: never add turns up.
        cumulative: true,
        messageId: null,
        tokens: {
          input: Math.max(0, (finiteOrNull(usage.input_tokens) ?? 0) - cached2),
          output: finiteOrNull(usage.output_tokens) ?? 0,
          cacheRead: cached2,
          cacheWrite: finiteOrNull(usage.cache_write_input_tokens) ?? 0
        },
        costUsd: null,
        at
      });
    }
    out.push({
      kind: "result",
      outcome: "success",
      subtype: "turn.completed",
      isError: false,
      text: this.lastAgentMessage,
      errorMessage: null,
      turns: this.turns > 0 ? this.turns : null,
      durationMs: null,
      sessionId: this.threadId,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    });
    return out;
  }
  turnFailed(frame, at) {
    const turn = parseFrame(schemas3().TurnFailed, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const pending = this.pendingError;
    this.pendingError = null;
    const message = turn.error?.message ?? pending?.message ?? "codex reported a failed turn";
    const out = pending !== null && pending.message !== message ? [
      {
        kind: "notice",
        level: "warning",
        code: "codex_error",
        message: pending.message,
        at: pending.at
      }
    ] : [];
    out.push({
      kind: "result",
      outcome: BUDGET_EXHAUSTED.test(message) ? "budget_exceeded" : OUTPUT_LIMIT.test(message) ? "max_tokens" : "error",
      subtype: "turn.failed",
      isError: true,
      text: this.lastAgentMessage,
      errorMessage: message,
      turns: this.turns > 0 ? this.turns : null,
      durationMs: null,
      sessionId: this.threadId,
      stopReason: OUTPUT_LIMIT.test(message) ? "max_output_tokens" : null,
      // Retried with the same cause until Codex gave up: the API failed, not the agent.
      terminalReason: this.lastRetryCause !== null && sameCause(message, this.lastRetryCause) ? "api_error" : null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function score4(frame) {
  if ("jsonrpc" in frame) return 0;
  const type = frame.type;
  if (typeof type !== "string") return 0;
  if (type.startsWith("thread.") || type.startsWith("turn.") || type.startsWith("item.")) return 10;
  if (type === "error" && typeof frame.message === "string" && Object.keys(frame).length === 2) return 2;
  return 0;
}
var codex = {
  sessionOf: sessionField("thread_id"),
  name: "codex",
  reportsRetries: true,
  // "Reconnecting… n/5" error items
  exitCodes: exitCodes2,
  createParser: () => new CodexParser(),
  score: score4
};

// src/stream/dialects/cursor.ts
var exitCodes3 = {};
function buildSchemas4() {
  const InitFrame = jitLooseObject({
    session_id: nullish2(string2()),
    model: nullish2(string2()),
    cwd: nullish2(string2()),
    permissionMode: nullish2(string2())
  });
  const MessageFrame = jitLooseObject({
    message: jitLooseObject({ content: optional(unknown()) }),
    timestamp_ms: optional(unknown()),
    model_call_id: optional(unknown())
  });
  const ToolCallFrame = jitLooseObject({
    subtype: union([_enum(["started", "completed"]), string2()]),
    call_id: string2(),
    tool_call: record(string2(), unknown())
  });
  const ResultFrame = jitLooseObject({
    subtype: nullish2(union([_enum(["success", "error"]), string2()])),
    is_error: nullish2(boolean2()),
    result: nullish2(string2()),
    error: optional(unknown()),
    duration_ms: nullish2(number2()),
    session_id: nullish2(string2()),
    usage: nullish2(
      jitLooseObject({
        inputTokens: nullish2(number2()),
        outputTokens: nullish2(number2()),
        cacheReadTokens: nullish2(number2()),
        cacheWriteTokens: nullish2(number2())
      })
    )
  });
  return { InitFrame, MessageFrame, ToolCallFrame, ResultFrame };
}
var schemas4 = once(buildSchemas4);
function toolKey(toolCall) {
  for (const [key, value] of Object.entries(toolCall)) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) continue;
    const body = value;
    if (key === "function") {
      return { name: typeof body.name === "string" ? body.name : "function", body, isFunction: true };
    }
    if (key.endsWith("ToolCall") && key.length > "ToolCall".length) {
      return { name: key.slice(0, -"ToolCall".length), body, isFunction: false };
    }
  }
  return null;
}
function toolInput2(key) {
  if (!key.isFunction) return key.body.args ?? null;
  const args = key.body.arguments;
  if (typeof args !== "string") return args ?? null;
  try {
    return JSON.parse(args);
  } catch {
    return args;
  }
}
function toolOutcome(result) {
  if (result === null || typeof result !== "object") return null;
  const r = result;
  if (r.success !== void 0 && r.success !== null) {
    const s = typeof r.success === "object" ? r.success : {};
    const exitCode = numberish(s.exitCode);
    const output = typeof s.stdout === "string" || typeof s.stderr === "string" ? [s.stdout, s.stderr].filter((v) => typeof v === "string" && v !== "").join("\n") : typeof s.content === "string" ? s.content : outputText(r.success);
    const status = exitCode !== null && exitCode !== 0 ? "error" : "ok";
    return { status, output, exitCode, deniedReason: null };
  }
  if (r.rejected !== void 0 && r.rejected !== null) {
    const rej = typeof r.rejected === "object" ? r.rejected : {};
    const reason = typeof rej.reason === "string" ? rej.reason : null;
    return { status: "denied", output: reason, exitCode: null, deniedReason: reason ?? "rejected" };
  }
  const failureKey = Object.keys(r).find((k) => r[k] !== null && typeof r[k] === "object");
  if (failureKey === void 0) return null;
  const f = r[failureKey];
  const message = [f.errorMessage, f.error, f.message, f.stderr].find((v) => typeof v === "string");
  return {
    status: "error",
    output: typeof message === "string" ? message : outputText(f),
    exitCode: numberish(f.exitCode),
    deniedReason: null
  };
}
var CursorParser = class {
  partialOutput = false;
  segment = 0;
  segmentOpen = false;
  /** Index of the next whole-segment block within the current segment. */
  blockIndex = 0;
  /** Text of the current segment (since the last tool call), for the final answer. */
  segmentText = "";
  thinkingOpen = false;
  started = /* @__PURE__ */ new Set();
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    switch (frame.type) {
      case "system":
        if (frame.subtype === "init") return this.init(frame, at);
        return [unknownEvent(frameKind(frame), at)];
      case "user":
        return [];
      case "assistant":
        return this.assistant(frame, at);
      case "thinking":
        return this.thinking(frame, at);
      case "tool_call":
        return this.toolCall(frame, at);
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  init(frame, at) {
    const init = parseFrame(schemas4().InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    return [
      {
        kind: "session",
        sessionId: init.session_id ?? null,
        model: init.model ?? null,
        cwd: init.cwd ?? null,
        cliVersion: null,
        permissionMode: init.permissionMode ?? null,
        tools: null,
        at
      }
    ];
  }
  /** Opens a new text segment (a step) at the first text after the start or after a tool call. */
  openSegment(at, out) {
    if (this.segmentOpen) return;
    this.segment += 1;
    this.segmentOpen = true;
    this.blockIndex = 0;
    this.segmentText = "";
    out.push({ kind: "step", messageId: this.messageId(), model: null, parentId: null, at });
  }
  messageId() {
    return `cursor-seg-${this.segment}`;
  }
  assistant(frame, at) {
    const msg = parseFrame(schemas4().MessageFrame, frame);
    if (msg === null) return [invalidEvent(frame, at)];
    const text = textOfContent(msg.message.content);
    if (text === null) return [];
    const isDelta = msg.timestamp_ms !== void 0 && msg.model_call_id === void 0;
    if (isDelta) this.partialOutput = true;
    else if (this.partialOutput) return [];
    const out = [];
    this.openSegment(at, out);
    this.thinkingOpen = false;
    if (isDelta) {
      this.segmentText += text;
      out.push({
        kind: "text",
        mode: "delta",
        text,
        messageId: this.messageId(),
        index: 0,
        parentId: null,
        at
      });
    } else {
      this.segmentText += text;
      out.push({
        kind: "text",
        mode: "block",
        text,
        messageId: this.messageId(),
        index: this.blockIndex,
        parentId: null,
        at
      });
      this.blockIndex += 1;
    }
    return out;
  }
  thinking(frame, at) {
    if (frame.subtype === "completed") {
      const wasOpen = this.thinkingOpen;
      this.thinkingOpen = false;
      return wasOpen ? [] : [{ kind: "thinking", parentId: null, at }];
    }
    if (frame.subtype !== "delta") return [unknownEvent(frameKind(frame), at)];
    if (this.thinkingOpen) return [];
    this.thinkingOpen = true;
    return [{ kind: "thinking", parentId: null, at }];
  }
  /** A tool call ends the current text segment: later text is a new segment. */
  closeSegment() {
    this.segmentOpen = false;
    this.segmentText = "";
  }
  toolCall(frame, at) {
    const call = parseFrame(schemas4().ToolCallFrame, frame);
    if (call === null) return [invalidEvent(frame, at)];
    const key = toolKey(call.tool_call);
    const name = key?.name ?? "unknown";
    const input = key === null ? null : toolInput2(key);
    this.thinkingOpen = false;
    this.closeSegment();
    if (call.subtype !== "started" && call.subtype !== "completed")
      return [unknownEvent(frameKind(frame), at)];
    const out = [];
    if (!this.started.has(call.call_id)) {
      this.started.add(call.call_id);
      out.push({ kind: "tool_call", id: call.call_id, name, input, parentId: null, at });
      if (/todo/i.test(name)) {
        const todos = todosFromInput(input);
        if (todos !== null) out.push({ kind: "todos", op: "replace", todos, at });
      }
    }
    if (call.subtype === "started") return out;
    const outcome = toolOutcome(key?.body.result ?? call.tool_call.result);
    if (outcome === null) return out;
    const startedAt = numberish(call.tool_call.startedAtMs);
    const completedAt = numberish(call.tool_call.completedAtMs);
    out.push({
      kind: "tool_result",
      id: call.call_id,
      name,
      status: outcome.status,
      output: outcome.output,
      exitCode: outcome.exitCode,
      durationMs: startedAt !== null && completedAt !== null ? completedAt - startedAt : null,
      parentId: null,
      at
    });
    if (outcome.deniedReason !== null) {
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: call.call_id,
        input,
        message: outcome.deniedReason,
        at
      });
    }
    return out;
  }
  result(frame, at) {
    const res = parseFrame(schemas4().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out = [];
    const tokens = tokenCounts({
      input: res.usage?.inputTokens,
      output: res.usage?.outputTokens,
      cacheRead: res.usage?.cacheReadTokens,
      cacheWrite: res.usage?.cacheWriteTokens
    });
    if (tokens !== null)
      out.push({ kind: "usage", cumulative: true, messageId: null, tokens, costUsd: null, at });
    const success = res.subtype === "success" && res.is_error !== true;
    const errorText = typeof res.error === "string" ? res.error : res.error !== void 0 ? outputText(res.error) : null;
    out.push({
      kind: "result",
      outcome: success ? "success" : "error",
      subtype: res.subtype ?? null,
      isError: !success,
      text: this.segmentText !== "" ? this.segmentText : res.result ?? null,
      errorMessage: success ? null : errorText ?? res.result ?? "Cursor reported an error result",
      turns: null,
      durationMs: res.duration_ms ?? null,
      sessionId: res.session_id ?? null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function score5(frame) {
  if ("uuid" in frame || "jsonrpc" in frame) return 0;
  if (frame.type === "tool_call") return 10;
  if (frame.type === "thinking" && typeof frame.subtype === "string") return 10;
  if ("timestamp_ms" in frame || "model_call_id" in frame) return 10;
  if (frame.type === "system" && frame.subtype === "init") {
    const cursorLike = ["login", "env", "flag"].includes(frame.apiKeySource) && "permissionMode" in frame && !("tools" in frame) && !("claude_code_version" in frame);
    return cursorLike ? 8 : 0;
  }
  if (frame.type === "result") {
    const usage = frame.usage;
    if (usage !== null && typeof usage === "object" && "inputTokens" in usage) return 8;
    return 0;
  }
  if ((frame.type === "assistant" || frame.type === "user") && "message" in frame) {
    return "parent_tool_use_id" in frame ? 0 : 2;
  }
  return 0;
}
var cursor = {
  sessionOf: sessionField("session_id"),
  name: "cursor",
  reportsRetries: false,
  // no retry events; retries go to stderr if anywhere
  exitCodes: exitCodes3,
  createParser: () => new CursorParser(),
  score: score5
};

// src/stream/dialects/gemini.ts
var exitCodes4 = {
  1: { outcome: "error", meaning: "general or API error (see stderr)" },
  41: {
    outcome: "error",
    meaning: "authentication failed before the run (no JSON at all): set GEMINI_API_KEY in the step's env"
  },
  42: {
    outcome: "error",
    meaning: 'input error (bad prompt or flags, --resume of an unknown session; "No input provided via stdin": a prompt over 128 KiB goes on stdin, which the CLI reads only if it arrives within 500 ms of asking, so a stalled runner loses it)'
  },
  44: { outcome: "error", meaning: "sandbox error" },
  52: { outcome: "error", meaning: "configuration error (settings.json, trustedFolders.json or flags)" },
  53: {
    outcome: "max_turns",
    meaning: "session turn limit reached (model.maxSessionTurns in settings.json)"
  },
  54: { outcome: "error", meaning: "fatal tool execution error (e.g. no space left on device)" },
  55: {
    outcome: "error",
    meaning: "the workspace is not trusted: under CI the CLI needs GEMINI_CLI_TRUST_WORKSPACE=true or --skip-trust (Narrator's gemini recipe sets it; add it to a 'command' of your own)"
  },
  130: { outcome: "cancelled", meaning: "cancelled" },
  144: {
    outcome: "error",
    meaning: "API error HTTP 400, e.g. an invalid API key (exit code = status & 0xFF)"
  },
  145: { outcome: "error", meaning: "API error HTTP 401: check GEMINI_API_KEY (exit code = status & 0xFF)" },
  147: { outcome: "error", meaning: "API error HTTP 403: check GEMINI_API_KEY (exit code = status & 0xFF)" },
  148: { outcome: "error", meaning: "API error HTTP 404, e.g. an unknown model (exit code = status & 0xFF)" },
  173: { outcome: "error", meaning: "API error HTTP 429, quota or rate limit (exit code = status & 0xFF)" },
  244: { outcome: "error", meaning: "API error HTTP 500 (exit code = status & 0xFF)" },
  247: { outcome: "error", meaning: "API error HTTP 503 (exit code = status & 0xFF)" }
};
var MAX_TOKENS_SENTENCE = /exceeded the token limit|\bMAX_TOKENS\b/;
var MAX_TURNS_SENTENCE = /maximum session turns/i;
var WITHHELD_TOOLS = {
  write_file: "acceptEdits (or bypassPermissions)",
  replace: "acceptEdits (or bypassPermissions)",
  web_fetch: "acceptEdits (or bypassPermissions)",
  run_shell_command: "bypassPermissions",
  list_background_processes: "bypassPermissions",
  read_background_output: "bypassPermissions",
  activate_skill: "bypassPermissions"
};
var SILENT_SHELL_EXIT = /^Command exited with code: (-?\d+)$/;
var SHELL_SIGNAL = /^Command terminated by signal: \S+$/;
var KEY_REFUSED = /API_KEY_INVALID|API key not valid|UNAUTHENTICATED|"code":\s*401\b/;
var KEY_HINT = "Gemini CLI's API key was refused: set GEMINI_API_KEY in the step's env from a repository secret";
var RETRY_LINE = /^Attempt (\d+) failed(?: with status (\d{3})| with (429) error \(no Retry-After header\)| with (5xx) error)?(?:\. Retrying with backoff|: .*\. Retrying after (\d+)ms)/;
var ANSI = /\x1b\[[0-9;]*m/g;
function buildSchemas5() {
  const InitFrame = jitLooseObject({ session_id: nullish2(string2()), model: nullish2(string2()) });
  const ToolUseFrame = jitLooseObject({
    tool_name: string2(),
    tool_id: string2(),
    parameters: optional(unknown())
  });
  const ErrorObject = jitLooseObject({ type: nullish2(string2()), message: nullish2(string2()) });
  const ToolResultFrame = jitLooseObject({
    tool_id: string2(),
    status: union([_enum(["success", "error"]), string2()]),
    output: optional(unknown()),
    error: nullish2(ErrorObject)
  });
  const ErrorFrame = jitLooseObject({
    severity: nullish2(union([_enum(["warning", "error"]), string2()])),
    message: nullish2(string2())
  });
  const ModelStats = jitLooseObject({ total_tokens: nullish2(number2()) });
  const ResultFrame = jitLooseObject({
    status: union([_enum(["success", "error"]), string2()]),
    error: nullish2(ErrorObject),
    stats: nullish2(
      jitLooseObject({
        total_tokens: nullish2(number2()),
        input_tokens: nullish2(number2()),
        output_tokens: nullish2(number2()),
        cached: nullish2(number2()),
        input: nullish2(number2()),
        duration_ms: nullish2(number2()),
        models: _catch(nullish2(record(string2(), _catch(nullish2(ModelStats), null))), null)
      })
    )
  });
  return { InitFrame, ToolUseFrame, ToolResultFrame, ErrorFrame, ResultFrame };
}
var schemas5 = once(buildSchemas5);
function failureOutcome(errorType, lastErrorSentence) {
  if (errorType === "FatalTurnLimitedError") return "max_turns";
  if (errorType === "FatalCancellationError") return "cancelled";
  if (errorType === null || errorType === void 0) {
    if (lastErrorSentence !== null && MAX_TOKENS_SENTENCE.test(lastErrorSentence)) return "max_tokens";
    if (lastErrorSentence !== null && MAX_TURNS_SENTENCE.test(lastErrorSentence)) return "max_turns";
  }
  return "error";
}
function tokensFromStats(stats) {
  const inputTokens = finiteOrNull(stats.input_tokens);
  const outputTokens = finiteOrNull(stats.output_tokens);
  if (inputTokens === null || outputTokens === null) return null;
  const cached2 = finiteOrNull(stats.cached) ?? 0;
  const total = finiteOrNull(stats.total_tokens);
  const thinking = total === null ? 0 : Math.max(0, total - inputTokens - outputTokens);
  return {
    // `input` is the non-cached prompt; without it, input_tokens (cached included) minus cached.
    input: finiteOrNull(stats.input) ?? Math.max(0, inputTokens - cached2),
    output: outputTokens + thinking,
    cacheRead: cached2,
    cacheWrite: 0
  };
}
function modelsFromStats(stats) {
  const models = stats.models;
  if (models === null || models === void 0) return null;
  const names = Object.keys(models).filter((name) => name.trim() !== "").map((name, i) => ({ name, tokens: finiteOrNull(models[name]?.total_tokens) ?? 0, i })).sort((a, b) => b.tokens - a.tokens || a.i - b.i).map((m) => m.name);
  return names.length > 0 ? names.join(", ") : null;
}
function readableApiError(message) {
  const m = /^\[API Error: (\{[\s\S]*\})\]$/.exec(message.trim());
  if (!m) return message;
  try {
    const parsed = JSON.parse(m[1]);
    const e = parsed.error;
    if (!e || typeof e.message !== "string") return message;
    const code = typeof e.code === "number" ? ` ${e.code}` : "";
    const status = typeof e.status === "string" ? ` ${e.status}` : "";
    return `API error${code}${status}: ${e.message}`;
  } catch {
    return message;
  }
}
function retryFromStderrLine(line, at) {
  const text = line.includes("\x1B") ? line.replace(ANSI, "") : line;
  if (!text.startsWith("Attempt ")) return null;
  const m = RETRY_LINE.exec(text);
  if (!m) return null;
  const status = m[2] ?? m[3];
  const httpStatus = status === void 0 ? null : Number(status);
  const quota = m[5] !== void 0;
  const category = m[4] !== void 0 || httpStatus !== null && httpStatus >= 500 ? "server_error" : quota || httpStatus === 429 ? "rate_limit" : null;
  return {
    kind: "retry",
    attempt: Number(m[1]),
    maxRetries: null,
    delayMs: quota ? Number(m[5]) : null,
    httpStatus,
    category,
    message: null,
    at
  };
}
var GeminiParser = class {
  model = null;
  sessionId = null;
  steps = new StepCounter("gemini");
  /** Assistant text since the last tool result: the final answer (result carries none). */
  finalText = "";
  toolNames = /* @__PURE__ */ new Map();
  /** The message of the latest `error{severity:'error'}` event, for the result that follows. */
  lastErrorSentence = null;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  stderrLine(line, at) {
    const retry = retryFromStderrLine(line, at);
    return retry === null ? [] : [retry];
  }
  dispatch(frame, at) {
    if (frame.type === "message" || frame.type === "tool_use" || frame.type === "tool_result") {
      this.lastErrorSentence = null;
    }
    switch (frame.type) {
      case "init":
        return this.init(frame, at);
      case "message":
        return this.message(frame, at);
      case "tool_use":
        return this.toolUse(frame, at);
      case "tool_result":
        return this.toolResult(frame, at);
      case "error":
        return this.error(frame, at);
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  init(frame, at) {
    const init = parseFrame(schemas5().InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    this.model = init.model ?? null;
    this.sessionId = init.session_id ?? null;
    return [
      {
        kind: "session",
        sessionId: this.sessionId,
        model: this.model,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at
      }
    ];
  }
  message(frame, at) {
    if (typeof frame.content !== "string" || typeof frame.role !== "string") return [invalidEvent(frame, at)];
    if (frame.role !== "assistant") return [];
    const out = [];
    this.steps.open(at, this.model, out);
    const index = this.steps.textBlock();
    const text = frame.content;
    if (frame.delta === true) {
      this.finalText += text;
      out.push({
        kind: "text",
        mode: "delta",
        text,
        messageId: this.steps.messageId(),
        index,
        parentId: null,
        at
      });
    } else {
      this.finalText = text;
      out.push({
        kind: "text",
        mode: "block",
        text,
        messageId: this.steps.messageId(),
        index,
        parentId: null,
        at
      });
      this.steps.breakText();
    }
    return out;
  }
  toolUse(frame, at) {
    const use = parseFrame(schemas5().ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out = [];
    this.steps.open(at, this.model, out);
    this.steps.breakText();
    this.toolNames.set(use.tool_id, use.tool_name);
    const input = use.parameters ?? null;
    out.push({ kind: "tool_call", id: use.tool_id, name: use.tool_name, input, parentId: null, at });
    if (use.tool_name === "write_todos") {
      const todos = todosFromInput(input);
      if (todos !== null) out.push({ kind: "todos", op: "replace", todos, at });
    }
    return out;
  }
  toolResult(frame, at) {
    const res = parseFrame(schemas5().ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    this.steps.next();
    this.finalText = "";
    const name = this.toolNames.get(res.tool_id) ?? null;
    const output = outputText(res.output) ?? res.error?.message ?? res.error?.type ?? null;
    const result = (status, exitCode = null) => ({
      kind: "tool_result",
      id: res.tool_id,
      name,
      status,
      output: status === "ok" ? outputText(res.output) : output,
      exitCode,
      durationMs: null,
      parentId: null,
      at
    });
    if (res.status === "success") {
      const shown = typeof res.output === "string" ? res.output : null;
      if (name === "run_shell_command" && shown !== null) {
        const exit = SILENT_SHELL_EXIT.exec(shown);
        if (exit) return [result(Number(exit[1]) === 0 ? "ok" : "error", Number(exit[1]))];
        if (SHELL_SIGNAL.test(shown)) return [result("error")];
      }
      return [result("ok")];
    }
    const denial = this.denial(res.error?.type, name, res.error?.message ?? null);
    if (denial === null) return [result("error")];
    return [
      {
        kind: "permission_denied",
        tool: name ?? "unknown",
        toolUseId: res.tool_id,
        input: null,
        message: denial,
        at
      },
      result("denied")
    ];
  }
  /** Why a failed call was a permission denial (null: an ordinary tool error). */
  denial(errorType, name, message) {
    if (errorType === "policy_violation") return message ?? "Gemini CLI refused the call by policy";
    const mode = errorType === "tool_not_registered" && name !== null ? ownValue(WITHHELD_TOOLS, name) : void 0;
    if (mode === void 0) return null;
    return `Gemini CLI does not offer ${name} in this approval mode (a headless run gets no tool that would ask for approval): set permission-mode: ${mode}`;
  }
  error(frame, at) {
    const err = parseFrame(schemas5().ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    const message = err.message ?? "Gemini CLI reported an error";
    const level = err.severity === "warning" ? "warning" : "error";
    if (level === "error") this.lastErrorSentence = message;
    return [{ kind: "notice", level, code: `gemini_${level}`, message, at }];
  }
  result(frame, at) {
    const res = parseFrame(schemas5().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out = [];
    const stats = res.stats;
    if (stats !== null && stats !== void 0) {
      const models = modelsFromStats(stats);
      if (models !== null && models !== this.model) {
        this.model = models;
        out.push({
          kind: "session",
          sessionId: this.sessionId,
          model: models,
          cwd: null,
          cliVersion: null,
          permissionMode: null,
          tools: null,
          at
        });
      }
      const tokens = tokensFromStats(stats);
      if (tokens !== null)
        out.push({ kind: "usage", cumulative: true, messageId: null, tokens, costUsd: null, at });
    }
    const success = res.status === "success";
    const outcome = success ? "success" : failureOutcome(res.error?.type, this.lastErrorSentence);
    const duration2 = stats?.duration_ms;
    let errorMessage = null;
    if (!success) {
      const raw = res.error?.message ?? this.lastErrorSentence ?? `Gemini CLI ended with status ${res.status}`;
      errorMessage = readableApiError(raw);
      if (KEY_REFUSED.test(raw)) errorMessage = `${errorMessage}
${KEY_HINT}`;
    }
    out.push({
      kind: "result",
      outcome,
      subtype: res.status,
      isError: !success,
      text: this.finalText !== "" ? this.finalText : null,
      errorMessage,
      turns: null,
      durationMs: typeof duration2 === "number" && duration2 > 0 ? duration2 : null,
      sessionId: this.sessionId,
      stopReason: null,
      terminalReason: res.error?.type ?? null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function isIsoTimestamp(value) {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value);
}
function score6(frame) {
  if ("jsonrpc" in frame || "subtype" in frame) return 0;
  const iso = isIsoTimestamp(frame.timestamp);
  switch (frame.type) {
    case "init":
      return iso ? 10 : 4;
    case "message":
      return typeof frame.role === "string" && typeof frame.content === "string" ? iso ? 10 : 4 : 0;
    case "tool_use":
      return typeof frame.tool_name === "string" && "tool_id" in frame ? 10 : 0;
    case "tool_result":
      return "tool_id" in frame && "status" in frame ? 10 : 0;
    case "error":
      return "severity" in frame ? 10 : 0;
    case "result":
      return typeof frame.status === "string" ? iso ? 10 : 5 : 0;
    default:
      return 0;
  }
}
var gemini = {
  sessionOf: sessionField("session_id"),
  name: "gemini",
  // Retries are printed on stderr only (read by stderrLine), and some are made silently.
  reportsRetries: false,
  exitCodes: exitCodes4,
  createParser: () => new GeminiParser(),
  score: score6
};

// src/stream/dialects/opencode.ts
var exitCodes5 = {
  1: { outcome: "error", meaning: "a session error, or a prompt or command error" }
};
var ERROR_NAMES = [
  "ProviderAuthError",
  "UnknownError",
  "MessageOutputLengthError",
  "MessageAbortedError",
  "StructuredOutputError",
  "ContextOverflowError",
  "ContentFilterError",
  "APIError"
];
var PERMISSION_REJECTED = /rejected permission|permission (was )?(denied|rejected)/i;
var PERMISSION_RULE_DENIED = /specified a rule which prevents you from using/i;
function buildSchemas6() {
  const Part = jitLooseObject({
    id: nullish2(string2()),
    messageID: nullish2(string2())
  });
  const PartFrame = jitLooseObject({ sessionID: nullish2(string2()), part: Part });
  const ToolPart = jitLooseObject({
    callID: string2(),
    tool: string2(),
    state: jitLooseObject({
      status: union([_enum(["pending", "running", "completed", "error"]), string2()]),
      input: optional(unknown()),
      output: optional(unknown()),
      error: optional(unknown()),
      metadata: nullish2(jitLooseObject({ exit: optional(unknown()) })),
      time: nullish2(jitLooseObject({ start: nullish2(number2()), end: nullish2(number2()) }))
    })
  });
  const TextPart = jitLooseObject({ text: string2() });
  const StepFinishPart = jitLooseObject({
    reason: nullish2(string2()),
    cost: nullish2(number2()),
    tokens: nullish2(
      jitLooseObject({
        input: nullish2(number2()),
        output: nullish2(number2()),
        reasoning: nullish2(number2()),
        cache: nullish2(jitLooseObject({ read: nullish2(number2()), write: nullish2(number2()) }))
      })
    )
  });
  const ErrorFrame = jitLooseObject({
    error: nullish2(
      jitLooseObject({
        name: nullish2(union([_enum(ERROR_NAMES), string2()])),
        data: nullish2(
          jitLooseObject({
            message: nullish2(string2()),
            statusCode: nullish2(number2()),
            providerID: nullish2(string2()),
            metadata: nullish2(jitLooseObject({ url: nullish2(string2()) }))
          })
        ),
        message: nullish2(string2())
      })
    )
  });
  const DoneFrame = jitLooseObject({
    reason: nullish2(string2()),
    rejected: nullish2(array(unknown()))
  });
  return { PartFrame, ToolPart, TextPart, StepFinishPart, ErrorFrame, DoneFrame };
}
var schemas6 = once(buildSchemas6);
var ERROR_WORDS = {
  MessageOutputLengthError: "the model hit its output token limit",
  MessageAbortedError: "the run was aborted",
  ContextOverflowError: "the conversation no longer fits the model context window",
  ProviderAuthError: "the model provider rejected the credentials"
};
var KEY_VARIABLES = [
  { provider: "anthropic", host: /(^|\.)anthropic\.com$/, variable: "ANTHROPIC_API_KEY" },
  { provider: "openai", host: /(^|\.)openai\.com$/, variable: "OPENAI_API_KEY" },
  { provider: "google", host: /(^|\.)googleapis\.com$/, variable: "GOOGLE_GENERATIVE_AI_API_KEY" },
  { provider: "openrouter", host: /(^|\.)openrouter\.ai$/, variable: "OPENROUTER_API_KEY" },
  { provider: "groq", host: /(^|\.)groq\.com$/, variable: "GROQ_API_KEY" },
  { provider: "mistral", host: /(^|\.)mistral\.ai$/, variable: "MISTRAL_API_KEY" },
  { provider: "deepseek", host: /(^|\.)deepseek\.com$/, variable: "DEEPSEEK_API_KEY" },
  { provider: "xai", host: /(^|\.)x\.ai$/, variable: "XAI_API_KEY" },
  { provider: "opencode", host: /(^|\.)opencode\.ai$/, variable: "OPENCODE_API_KEY" }
];
function hostOf(url) {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
function credentialsHint(providerId, url) {
  const host = hostOf(url);
  const known = KEY_VARIABLES.find((k) => k.provider === providerId || host !== null && k.host.test(host));
  const where = host ? ` (${host})` : providerId ? ` (${providerId})` : "";
  return known ? `the model provider${where} rejected the API key: set ${known.variable} for opencode` : `the model provider${where} rejected the API key: set the variable opencode reads the key from (e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY; for a provider in opencode.json, the one named by "apiKey": "{env:NAME}")`;
}
function errorOutcome(name) {
  if (name === "MessageAbortedError") return "cancelled";
  if (name === "MessageOutputLengthError") return "max_tokens";
  return "error";
}
var ID_SPAN_MS = 2 ** 36;
var SESSION_ID = /^ses_([0-9a-f]{12})/;
function sessionStartFromId(sessionId, ts) {
  const m = SESSION_ID.exec(sessionId);
  if (m === null || !Number.isSafeInteger(ts) || ts <= 0) return null;
  const inverted = 281474976710655 - Number.parseInt(m[1], 16);
  const low = Math.floor(inverted / 4096);
  const start = ts - ((ts - low) % ID_SPAN_MS + ID_SPAN_MS) % ID_SPAN_MS;
  return ts - start <= 24 * 36e5 ? start : null;
}
var OpencodeParser = class {
  sessionId = null;
  textIndexByMessage = /* @__PURE__ */ new Map();
  indexByPart = /* @__PURE__ */ new Map();
  steps = /* @__PURE__ */ new Set();
  tools = /* @__PURE__ */ new Set();
  /** Tools already seen denied live, so `done.rejected` does not list them twice. */
  deniedTools = /* @__PURE__ */ new Set();
  /** Asks auto-rejected since the last step_finish: they end the run with that step. */
  rejectedInStep = [];
  stepFinishes = 0;
  lastText = null;
  /** The run's start on opencode's clock (epoch ms): the session's creation, else the first frame. */
  startedAt = null;
  /** The latest session error: opencode's exit status stays 1 after one, whatever follows. */
  error = null;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const out = [];
    const stamp = finiteOrNull(frame.timestamp);
    const ts = stamp !== null && stamp > 0 ? stamp : null;
    if (this.sessionId === null && typeof frame.sessionID === "string" && frame.sessionID !== "") {
      this.sessionId = frame.sessionID;
      if (ts !== null) this.startedAt = sessionStartFromId(frame.sessionID, ts);
      out.push({
        kind: "session",
        sessionId: this.sessionId,
        model: null,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at
      });
    }
    if (ts !== null && (this.startedAt === null || ts < this.startedAt)) this.startedAt = ts;
    switch (frame.type) {
      case "step_start":
        return this.withPart(frame, at, out, (part, messageId) => this.stepStart(messageId, at, part));
      case "text":
        return this.withPart(frame, at, out, (part, messageId) => this.text(part, messageId, at));
      case "reasoning":
        return this.withPart(frame, at, out, () => [{ kind: "thinking", parentId: null, at }]);
      case "tool_use":
        return this.withPart(frame, at, out, (part) => this.toolUse(part, at));
      case "step_finish":
        return this.withPart(frame, at, out, (part, messageId) => this.stepFinish(part, messageId, at, ts));
      case "error":
        out.push(...this.errorEvent(frame, at, ts));
        return out;
      case "done":
        out.push(...this.done(frame, at, ts));
        return out;
      default:
        out.push(unknownEvent(frameKind(frame), at));
        return out;
    }
  }
  withPart(frame, at, out, handle) {
    const parsed = parseFrame(schemas6().PartFrame, frame);
    const events = parsed === null ? null : handle(parsed.part, parsed.part.messageID ?? null);
    if (events === null) out.push(invalidEvent(frame, at));
    else out.push(...events);
    return out;
  }
  stepStart(messageId, at, part) {
    const id = messageId ?? (typeof part.id === "string" ? part.id : null);
    if (id === null || this.steps.has(id)) return [];
    this.steps.add(id);
    return [{ kind: "step", messageId: id, model: null, parentId: null, at }];
  }
  text(part, messageId, at) {
    const text = parseFrame(schemas6().TextPart, part);
    if (text === null) return null;
    const message = messageId ?? "opencode-message";
    const partKey = typeof part.id === "string" ? part.id : null;
    let index = partKey === null ? void 0 : this.indexByPart.get(partKey);
    if (index === void 0) {
      index = this.textIndexByMessage.get(message) ?? 0;
      this.textIndexByMessage.set(message, index + 1);
      if (partKey !== null) this.indexByPart.set(partKey, index);
    }
    this.lastText = text.text;
    return [{ kind: "text", mode: "block", text: text.text, messageId: message, index, parentId: null, at }];
  }
  toolUse(part, at) {
    const tool = parseFrame(schemas6().ToolPart, part);
    if (tool === null) return null;
    const { state } = tool;
    const out = [];
    let name = tool.tool;
    let input = state.input ?? null;
    const invalid = invalidCall(tool.tool, input);
    if (invalid !== null) {
      name = invalid.tool;
      input = null;
    }
    if (!this.tools.has(tool.callID)) {
      this.tools.add(tool.callID);
      out.push({ kind: "tool_call", id: tool.callID, name, input, parentId: null, at });
      if (/todo/i.test(name)) {
        const todos = todosFromInput(input);
        if (todos !== null) out.push({ kind: "todos", op: "replace", todos, at });
      }
    }
    if (state.status !== "completed" && state.status !== "error") return out;
    const exit = finiteOrNull(state.metadata?.exit);
    const errorText = state.status === "error" ? outputText(state.error) ?? "tool failed" : invalid !== null ? outputText(state.output) ?? invalid.error : null;
    const refused = state.status === "error" && errorText !== null ? PERMISSION_REJECTED.test(errorText) ? "rejected" : PERMISSION_RULE_DENIED.test(errorText) ? "denied" : null : null;
    const failed = errorText !== null || exit !== null && exit !== 0;
    const start = finiteOrNull(state.time?.start);
    const end = finiteOrNull(state.time?.end);
    if (refused !== null && errorText !== null) {
      this.deniedTools.add(name);
      if (refused === "rejected") {
        this.rejectedInStep.push({ tool: name, input, message: errorText });
      }
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: tool.callID,
        input,
        message: errorText,
        at
      });
    }
    out.push({
      kind: "tool_result",
      id: tool.callID,
      name,
      status: refused !== null ? "denied" : failed ? "error" : "ok",
      output: errorText ?? outputText(state.output),
      exitCode: exit,
      durationMs: start !== null && end !== null ? end - start : null,
      parentId: null,
      at
    });
    return out;
  }
  stepFinish(part, messageId, at, ts) {
    const step = parseFrame(schemas6().StepFinishPart, part);
    if (step === null) return null;
    this.stepFinishes += 1;
    const rejected = this.rejectedInStep;
    this.rejectedInStep = [];
    const out = [];
    const tokens = step.tokens;
    out.push({
      kind: "usage",
      // Per step: the reducer adds steps up (and replaces a re-sent figure for the same step).
      cumulative: false,
      messageId: messageId ?? (typeof part.id === "string" ? part.id : `opencode-step-${this.stepFinishes}`),
      tokens: tokens === null || tokens === void 0 ? null : {
        // Reasoning tokens are output the model was billed for.
        input: finiteOrNull(tokens.input) ?? 0,
        output: (finiteOrNull(tokens.output) ?? 0) + (finiteOrNull(tokens.reasoning) ?? 0),
        cacheRead: finiteOrNull(tokens.cache?.read) ?? 0,
        cacheWrite: finiteOrNull(tokens.cache?.write) ?? 0
      },
      costUsd: step.cost ?? null,
      at
    });
    switch (step.reason) {
      case "stop":
        out.push(this.terminal("stop", at, ts, null));
        break;
      case "length":
        out.push(
          this.terminal("length", at, ts, {
            outcome: "max_tokens",
            message: "the model hit its output token limit: the answer was cut off"
          })
        );
        break;
      case "content-filter":
        out.push(
          this.terminal("content-filter", at, ts, {
            outcome: "error",
            message: "the model provider's content filter stopped the answer"
          })
        );
        break;
      case "tool-calls":
        if (rejected.length > 0) {
          out.push(
            this.terminal("tool-calls", at, ts, { outcome: "error", message: rejectedWords(rejected) })
          );
        }
        break;
      default:
        break;
    }
    return out;
  }
  errorEvent(frame, at, ts) {
    const parsed = parseFrame(schemas6().ErrorFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const name = parsed.error?.name ?? null;
    const data = parsed.error?.data;
    let message = data?.message ?? parsed.error?.message ?? (name !== null ? ownValue(ERROR_WORDS, name) ?? name : "opencode reported an error");
    const status = data?.statusCode ?? null;
    if (status !== null && !message.includes(String(status))) message = `HTTP ${status}: ${message}`;
    if (name === "ProviderAuthError" || status === 401 || status === 403) {
      message = `${message} \u2014 ${credentialsHint(data?.providerID ?? null, data?.metadata?.url ?? null)}`;
    }
    const outcome = errorOutcome(name);
    this.error = { outcome, name, message };
    return [
      { kind: "notice", level: "error", code: name ?? "error", message, at },
      // A session error ends the run as a failure unless a later error replaces it (last result wins).
      this.terminal(name ?? "error", at, ts, null)
    ];
  }
  done(frame, at, ts) {
    const done = parseFrame(schemas6().DoneFrame, frame);
    if (done === null) return [invalidEvent(frame, at)];
    const rejected = (done.rejected ?? []).map((r) => typeof r === "string" ? r : outputText(r) ?? "?").filter((tool) => !this.deniedTools.has(tool));
    const denials = rejected.length > 0 ? rejected.map((tool) => ({ tool, toolUseId: null, input: null })) : null;
    return [this.terminal("done", at, ts, null, denials)];
  }
  /**
   * A terminal result. A session error seen earlier wins (opencode exits 1 after one); else
   * `ended` says how the run ended when it is not a plain success.
   */
  terminal(subtype, at, ts, ended, denials = null) {
    const failure2 = this.error ?? ended;
    return {
      kind: "result",
      outcome: failure2 === null ? "success" : failure2.outcome,
      subtype,
      isError: failure2 !== null,
      text: this.lastText,
      errorMessage: failure2 === null ? null : failure2.message,
      turns: this.stepFinishes > 0 ? this.stepFinishes : null,
      durationMs: ts !== null && this.startedAt !== null ? Math.max(0, ts - this.startedAt) : null,
      sessionId: this.sessionId,
      stopReason: subtype === "stop" || subtype === "length" ? subtype : null,
      terminalReason: null,
      permissionDenials: denials,
      at
    };
  }
};
function invalidCall(tool, input) {
  if (tool !== "invalid" || input === null || typeof input !== "object") return null;
  const asked = input.tool;
  if (typeof asked !== "string" || asked === "") return null;
  const error2 = input.error;
  return {
    tool: asked,
    error: typeof error2 === "string" ? error2 : `the model called ${asked}, which it was not offered`
  };
}
function rejectedWords(rejected) {
  const calls = rejected.map((r) => {
    const what = briefInput(r.input);
    return what ? `${r.tool} (${what})` : r.tool;
  });
  return `not allowed to use ${calls.join(", ")}: a non-interactive opencode run rejects every permission it would ask for, and ends there`;
}
function briefInput(input) {
  if (input === null || typeof input !== "object") return null;
  const o = input;
  for (const key of ["filePath", "path", "command", "pattern", "url"]) {
    const v = o[key];
    if (typeof v === "string" && v !== "") return v.length > 80 ? `${v.slice(0, 79)}\u2026` : v;
  }
  return null;
}
function score7(frame) {
  if ("jsonrpc" in frame) return 0;
  const hasSession = typeof frame.sessionID === "string";
  const numericTime = typeof frame.timestamp === "number";
  const part = frame.part;
  if (part !== null && typeof part === "object" && !Array.isArray(part) && (hasSession || numericTime))
    return 10;
  if (hasSession && (frame.type === "error" || frame.type === "done")) return 8;
  if (frame.type === "error" && frame.error !== null && typeof frame.error === "object") {
    return "name" in frame.error ? 5 : 0;
  }
  return 0;
}
var opencode = {
  sessionOf: sessionField("sessionID"),
  name: "opencode",
  reportsRetries: false,
  // retries stay internal; not in JSON mode
  exitCodes: exitCodes5,
  // `run` prints this (coloured) for every ask it auto-rejects; it names the permission and pattern.
  refusalLine: /permission requested: (?:(?!permission requested: ).)*?; auto-rejecting/,
  createParser: () => new OpencodeParser(),
  score: score7
};

// src/stream/dialects/index.ts
var DIALECT_LIST = [
  claudeCode,
  caliban,
  cursor,
  gemini,
  codex,
  opencode,
  acp
];
var DIALECT_DEFINITIONS = {
  "claude-code": void 0,
  caliban: void 0,
  cursor: void 0,
  gemini: void 0,
  codex: void 0,
  opencode: void 0,
  acp: void 0,
  ...Object.fromEntries(DIALECT_LIST.map((d) => [d.name, d]))
};
function dialectDefinition(name) {
  return DIALECT_DEFINITIONS[name];
}

// src/stream/detect.ts
var DETECT_WINDOW = 20;
var CONCLUSIVE_SCORE = 10;
function safeScore(definition, frame) {
  try {
    const s = definition.score(frame);
    return Number.isFinite(s) && s > 0 ? s : 0;
  } catch {
    return 0;
  }
}
var DialectDetector = class {
  constructor(definitions, fallback, window = DETECT_WINDOW) {
    this.definitions = definitions;
    this.fallback = fallback;
    this.window = window;
  }
  definitions;
  fallback;
  window;
  scores = /* @__PURE__ */ new Map();
  seen = 0;
  conclusive = null;
  /** Returns the detection once the evidence is conclusive or the window is full, else null. */
  add(frame) {
    this.seen++;
    let conclusiveHits = 0;
    let conclusiveDialect = null;
    for (const definition of this.definitions) {
      const s = safeScore(definition, frame);
      if (s === 0) continue;
      this.scores.set(definition.name, (this.scores.get(definition.name) ?? 0) + s);
      if (s >= CONCLUSIVE_SCORE) {
        conclusiveHits++;
        conclusiveDialect = definition.name;
      }
    }
    if (conclusiveHits === 1 && this.conclusive === null) this.conclusive = conclusiveDialect;
    if (this.conclusive !== null || this.seen >= this.window) return this.finish();
    return null;
  }
  /** Decide on the evidence so far (end of stream, or end of window). */
  finish() {
    const scores = Object.fromEntries(this.scores);
    if (this.conclusive !== null) {
      return { dialect: this.conclusive, scores, decided: true, frames: this.seen };
    }
    let best = null;
    let bestScore = 0;
    let tied = false;
    for (const [dialect, score8] of this.scores) {
      if (score8 > bestScore) {
        best = dialect;
        bestScore = score8;
        tied = false;
      } else if (score8 === bestScore) {
        tied = true;
      }
    }
    if (best === null || tied) return { dialect: this.fallback, scores, decided: false, frames: this.seen };
    return { dialect: best, scores, decided: true, frames: this.seen };
  }
};

// builtin:node:buffer
var __builtin2 = process.getBuiltinModule("node:buffer");
var __read2 = (name) => __builtin2[name];
var Buffer2 = /* @__PURE__ */ __read2("Buffer");
var isUtf8 = /* @__PURE__ */ __read2("isUtf8");

// src/stream/lines.ts
var DEFAULT_MAX_LINE_BYTES = 8 * 1024 * 1024;
var SAMPLE_BYTES = 800;
var SAMPLE_CHARS = 200;
var CR = 13;
var LF = 10;
function cutSample(text, whole) {
  if (whole && text.length <= SAMPLE_CHARS) return text;
  let end = Math.min(text.length, SAMPLE_CHARS - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319) end -= 1;
  return `${text.slice(0, end)}\u2026`;
}
function sampleOf(bytes, lineBytes = bytes.length) {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SAMPLE_BYTES));
  return cutSample(head.toString("utf8"), head.length >= lineBytes);
}
function sampleText(text) {
  return detached(cutSample(text, true));
}
function detached(s) {
  return ` ${s}`.slice(1);
}
function asBuffer(chunk) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
var LineSplitter = class {
  maxLineBytes;
  /** Pieces of the line being carried across chunks (only while not skipping). */
  carried = [];
  carriedBytes = 0;
  /** True while discarding the rest of an over-long line. */
  skipping = false;
  skippedBytes = 0;
  skippedHead = null;
  /** Last byte discarded, to tell whether the skipped line ended in `\r`. */
  skippedLastByte = -1;
  firstLine = true;
  constructor(options = {}) {
    const max = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    if (!Number.isInteger(max) || max < 1) {
      throw new RangeError(`maxLineBytes must be a positive integer, got ${String(max)}`);
    }
    this.maxLineBytes = max;
  }
  /** Feed one chunk; returns the lines (and problems) it completed, in order. */
  push(chunk) {
    const out = [];
    const buf = asBuffer(chunk);
    const len = buf.length;
    let pos = 0;
    let nl = buf.indexOf(LF, 0);
    if (nl === -1) {
      this.carry(buf, 0, len);
      return out;
    }
    if (this.skipping || this.carriedBytes > 0) {
      this.closeCarried(buf, nl, out);
      pos = nl + 1;
      nl = pos < len ? buf.indexOf(LF, pos) : -1;
    }
    while (nl !== -1) {
      this.emit(buf, pos, nl, out);
      pos = nl + 1;
      nl = pos < len ? buf.indexOf(LF, pos) : -1;
    }
    if (pos < len) this.carry(buf, pos, len);
    return out;
  }
  /** The stream ended: emit a final line that had no newline. */
  end() {
    const out = [];
    if (this.skipping || this.carriedBytes > 0) this.closeCarried(Buffer.alloc(0), 0, out);
    return out;
  }
  carry(buf, start, end) {
    const n = end - start;
    if (n === 0) return;
    if (this.skipping) {
      const head = this.skippedHead;
      if (head.length < SAMPLE_BYTES) {
        const more = buf.subarray(start, Math.min(end, start + SAMPLE_BYTES - head.length));
        this.skippedHead = Buffer.concat([head, more]);
      }
      this.skippedBytes += n;
      this.skippedLastByte = buf[end - 1];
      return;
    }
    if (this.carriedBytes + n > this.maxLineBytes + 1) {
      const head = Buffer.concat([...this.carried, buf.subarray(start, end)], this.carriedBytes + n);
      this.skippedHead = Buffer.from(head.subarray(0, SAMPLE_BYTES));
      this.skippedBytes = this.carriedBytes + n;
      this.skippedLastByte = buf[end - 1];
      this.skipping = true;
      this.carried = [];
      this.carriedBytes = 0;
      return;
    }
    this.carried.push(Buffer.from(buf.subarray(start, end)));
    this.carriedBytes += n;
  }
  /** The carried (or skipped) line ends at `nl` in `buf`. */
  closeCarried(buf, nl, out) {
    if (this.skipping) {
      this.carry(buf, 0, nl);
      const total = this.skippedBytes;
      const head = this.skippedHead;
      const endsInCr = this.skippedLastByte === CR;
      this.skipping = false;
      this.skippedBytes = 0;
      this.skippedHead = null;
      this.firstLine = false;
      const bytes = endsInCr ? total - 1 : total;
      out.push({
        problem: "too_long",
        bytes,
        sample: sampleOf(head.subarray(0, Math.min(head.length, bytes)), bytes)
      });
      return;
    }
    const line = Buffer.concat([...this.carried, buf.subarray(0, nl)], this.carriedBytes + nl);
    this.carried = [];
    this.carriedBytes = 0;
    this.emit(line, 0, line.length, out);
  }
  emit(buf, start, end, out) {
    if (end > start && buf[end - 1] === CR) end--;
    const n = end - start;
    if (n === 0) return;
    if (n > this.maxLineBytes) {
      this.firstLine = false;
      out.push({ problem: "too_long", bytes: n, sample: sampleOf(buf.subarray(start, end)) });
      return;
    }
    let text = buf.toString("utf8", start, end);
    if (text.indexOf("\uFFFD") !== -1 && !isUtf8(buf.subarray(start, end))) {
      this.firstLine = false;
      out.push({ problem: "invalid_utf8", bytes: n, sample: sampleOf(buf.subarray(start, end)) });
      return;
    }
    if (this.firstLine) {
      this.firstLine = false;
      if (text.charCodeAt(0) === 65279) text = text.slice(1);
      if (text.length === 0) return;
    }
    out.push(text);
  }
};

// src/stream/frames.ts
var MAX_HELD_STDERR_LINES = 200;
var FrameSession = class {
  constructor(options) {
    this.options = options;
    this.emit = options.emit;
    const fallback = options.fallbackDialect ?? "claude-code";
    this.detector = new DialectDetector(options.definitions, fallback);
    this.declared = options.dialect === "auto" ? null : options.dialect;
    if (this.declared !== null) this.choose(this.declared, null);
  }
  options;
  parser = null;
  /** The chosen parser has a `quietLine` fast path. */
  quiet = false;
  current = null;
  /** The chosen dialect's `sessionOf`, if its frames carry a session id. */
  sessionOf = null;
  /** The run's session: the first id a frame named. */
  session = null;
  detector;
  /** Frames and bad lines (and stderr lines) held while auto-detecting. */
  held = [];
  heldStderr = 0;
  emit;
  declared;
  /** The dialect being parsed; null while auto-detection is still looking. */
  get dialect() {
    return this.current;
  }
  /**
   * Whether stderr lines can matter now: false once the chosen parser reads nothing there, and
   * while auto-detecting once the bounded hold is full.
   */
  get wantsStderr() {
    if (this.parser === null) return this.heldStderr < MAX_HELD_STDERR_LINES;
    return typeof this.parser.stderrLine === "function";
  }
  /** One decoded line, read at `at`. */
  line(text, at) {
    if (this.quiet && this.detector === null && this.parser.quietLine(text, this.session)) return;
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      this.badLine({ kind: "bad_line", at, reason: "not_json", sample: sampleText(text) });
      return;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.badLine({ kind: "bad_line", at, reason: "not_object", sample: sampleText(text) });
      return;
    }
    this.frame(value, at);
  }
  /** A line the splitter could not decode (over the cap, invalid UTF-8). */
  problem(problem, at) {
    this.badLine({ kind: "bad_line", at, reason: problem.problem, sample: problem.sample });
  }
  /** One parsed object (for sources that are already parsed). */
  frame(frame, at) {
    const detector = this.detector;
    if (detector !== null) {
      const detection = detector.add(frame);
      if (this.parser === null) {
        this.held.push({ frame, at });
        if (detection) this.decide(detection);
        return;
      }
      if (detection) this.validate(detection);
    }
    this.parse(frame, at);
  }
  /**
   * One line the agent printed on stderr, for a parser that recognizes some (FrameParser.stderrLine).
   * Held with the frames while the dialect is still being detected, so the order is kept.
   */
  stderrLine(line, at) {
    if (this.parser !== null) {
      this.parseStderr(line, at);
      return;
    }
    if (this.heldStderr < MAX_HELD_STDERR_LINES) {
      this.heldStderr += 1;
      this.held.push({ stderr: line, at });
    }
  }
  /** End of stream (at `at`): decide on what was seen, release anything held, flush the parser. */
  end(at = 0) {
    if (this.detector !== null) {
      const detection = this.detector.finish();
      if (this.parser === null) this.decide(detection);
      else this.validate(detection);
    }
    const events = this.parser?.end?.(at) ?? [];
    for (let i = 0; i < events.length; i++) this.emit(events[i]);
  }
  badLine(event) {
    if (this.parser === null) this.held.push({ event });
    else this.emit(event);
  }
  parseStderr(line, at) {
    const events = this.parser.stderrLine?.(line, at) ?? [];
    for (let i = 0; i < events.length; i++) this.emit(events[i]);
  }
  parse(frame, at) {
    const sessionOf = this.sessionOf;
    if (sessionOf !== null && this.session !== null) {
      const id = sessionOf(frame);
      if (id !== null && id !== this.session) {
        this.emit({ kind: "foreign_frame", type: frameKind(frame).slice(0, 60), at });
        return;
      }
    }
    const events = this.parser.toEvents(frame, at);
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      if (this.session === null && sessionOf !== null && (event.kind === "session" || event.kind === "result")) {
        this.session = sessionOf(frame);
      }
      this.emit(event);
    }
  }
  choose(dialect, detection) {
    const definition = this.options.definitions.find((d) => d.name === dialect);
    if (!definition) {
      throw new Error(
        `no parser for dialect "${dialect}" (known: ${this.options.definitions.map((d) => d.name).join(", ")})`
      );
    }
    this.parser = definition.createParser();
    this.sessionOf = definition.sessionOf ?? null;
    this.quiet = typeof this.parser.quietLine === "function";
    this.current = dialect;
    this.options.onDialect?.(dialect, detection);
  }
  decide(detection) {
    this.detector = null;
    this.choose(detection.dialect, detection);
    const held = this.held;
    this.held = [];
    for (const item of held) {
      if ("event" in item) this.emit(item.event);
      else if ("stderr" in item) this.parseStderr(item.stderr, item.at);
      else this.parse(item.frame, item.at);
    }
  }
  validate(detection) {
    this.detector = null;
    if (detection.decided && this.declared !== null && detection.dialect !== this.declared) {
      this.options.onMismatch?.(this.declared, detection);
    }
  }
};

// src/run/ansi.ts
var ESC = "\\u001b";
var PATTERN = new RegExp(
  [
    // OSC: ESC ] … (BEL | ESC \ | end of line), and its 8-bit form
    `(?:${ESC}\\]|\\u009d)[^\\u0007\\u001b\\n]*(?:\\u0007|${ESC}\\\\)?`,
    // DCS, SOS, PM, APC strings: ESC P|X|^|_ … ST
    `(?:${ESC}[PX^_]|[\\u0090\\u0098\\u009e\\u009f])[^\\u001b\\u009c]*(?:${ESC}\\\\|\\u009c)?`,
    // CSI: ESC [ or 8-bit CSI, parameter bytes, intermediate bytes, a final byte
    `(?:${ESC}\\[|\\u009b)[0-?]*[ -/]*[@-~]?`,
    // nF (charset designation: ESC ( B …) and Fp/Fe/Fs two-character escapes
    `${ESC}[ -/]*[0-~]?`,
    // whatever C1 control is left, and a lone ESC
    "[\\u0080-\\u009f]"
  ].join("|"),
  "g"
);
function stripAnsi(text) {
  return text.includes("\x1B") || /[\u0080-\u009f]/.test(text) ? text.replace(PATTERN, "") : text;
}

// src/run/call-log.ts
var HEAD_CALLS = 1e3;
var FAILED_CALLS = 20;
var MAX_OPEN = 256;
var MAX_NAMES = 1e3;
var OTHER_NAMES = "(other tools)";
function noEarlierCalls(log = null) {
  return {
    log,
    count: 0,
    counts: { ok: 0, error: 0, denied: 0, pending: 0 },
    names: [],
    head: [],
    failed: [],
    open: [],
    deniedIds: [],
    parents: []
  };
}

// src/run/completeness.ts
var RESULT_TEXT_ALWAYS = /* @__PURE__ */ new Set(["claude-code"]);
var SUBAGENT_TOOLS = /* @__PURE__ */ new Set(["task", "agent"]);
var NAMED = 3;
var ITEM_CHARS = 80;
function unfinishedWork(summary, lastResult) {
  const found = [];
  const open = summary.todos.filter((t) => t.status !== "completed");
  if (open.length > 0) {
    found.push({
      kind: "todos",
      message: `${open.length} of ${summary.todos.length} ${summary.todos.length === 1 ? "todo" : "todos"} still open: ${named(open.map(todoText))}`
    });
  }
  const unanswered = unansweredSubagents(summary.toolCalls, summary.earlierCalls);
  if (unanswered.length > 0) {
    found.push({
      kind: "subagent",
      message: `${unanswered.length === 1 ? "a subagent never returned its result" : `${unanswered.length} subagents never returned their results`}: ${named(unanswered.map(callText))}`
    });
  }
  if (lastResult !== null && summary.dialect !== null && RESULT_TEXT_ALWAYS.has(summary.dialect) && (lastResult.text ?? "").trim() === "") {
    found.push({
      kind: "empty_result",
      message: "the final result was empty: the agent stopped without an answer"
    });
  }
  if (found.length === 0) return null;
  const message = `The agent reported success, but ${found.map((f) => f.message).join("; and ")}.`;
  return { kind: found[0].kind, message };
}
function todoText(t) {
  return `'${clip(t.content)}'${t.status === "in_progress" ? " (in progress)" : ""}`;
}
function unansweredSubagents(window, earlier) {
  const moved = earlier?.open.map((o) => o.call) ?? [];
  const pending = [...moved, ...window].filter((c) => c.status === "pending");
  if (pending.length === 0) return [];
  let parents = null;
  return pending.filter((c) => {
    if (SUBAGENT_TOOLS.has(c.name.toLowerCase())) return true;
    parents ??= /* @__PURE__ */ new Set([
      ...earlier?.parents ?? [],
      ...window.map((x) => x.parentId).filter((p) => p !== null)
    ]);
    return parents.has(c.id);
  });
}
function callText(c) {
  const input = c.input;
  const about = input && typeof input === "object" ? input["description"] ?? input["prompt"] : null;
  return typeof about === "string" && about.trim() !== "" ? `${c.name} '${clip(about)}'` : c.name;
}
function named(items) {
  const shown = items.slice(0, NAMED).join(", ");
  return items.length > NAMED ? `${shown}, \u2026` : shown;
}
function clip(text) {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > ITEM_CHARS ? `${one.slice(0, ITEM_CHARS - 1)}\u2026` : one;
}

// src/run/stop-request.ts
function stopVia(request) {
  return request.via === "reaction" ? "\u{1F44E}" : "/narrator stop";
}
function stopRequestText(request) {
  const reason = request.reason?.trim();
  return `Stopped by @${request.login} (${stopVia(request)}) after ${elapsed(request.afterMs)}${reason ? `: ${reason}` : "."}`;
}
function elapsed(ms) {
  const total = Math.max(0, Math.round(ms / 1e3));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}m ${String(total % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

// src/run/outcome.ts
function decideOutcome({
  lastResult,
  exit,
  sawOutput,
  exitCodes: exitCodes6,
  endedByClientAfterResult
}) {
  const subtype = lastResult?.subtype ?? null;
  if (exit.stoppedBy === "wall_timeout" || exit.stoppedBy === "idle_timeout") {
    const limit = exit.limitMs != null ? formatLimit(exit.limitMs) : null;
    const errorMessage = exit.stoppedBy === "idle_timeout" ? `The agent was stopped: no output for ${limit ?? "too long"}.` : `The agent was stopped: it ran longer than the ${limit ? `${limit} ` : ""}limit.`;
    return { outcome: "timed_out", outcomeSource: "inferred", errorMessage, isError: true, subtype };
  }
  if (exit.stoppedBy === "not_started") {
    return {
      outcome: "error",
      outcomeSource: "inferred",
      errorMessage: exit.stderrTail?.trim() || "The agent could not be started.",
      isError: true,
      subtype
    };
  }
  if (exit.stoppedBy === "requested") {
    return {
      outcome: "cancelled",
      outcomeSource: "inferred",
      errorMessage: exit.stopRequest ? stopRequestText(exit.stopRequest) : "The agent was stopped on request while it was running.",
      isError: true,
      subtype
    };
  }
  if (exit.stoppedBy === "cancelled") {
    return {
      outcome: "cancelled",
      outcomeSource: "inferred",
      errorMessage: "The job was cancelled while the agent was running.",
      isError: true,
      subtype
    };
  }
  if (lastResult) {
    const outcome = lastResult.isError && lastResult.outcome === "success" ? "error" : lastResult.outcome;
    if (outcome === "success" && endedByClientAfterResult !== true) {
      const disagreement = processDisagreement(exit);
      if (disagreement !== null) {
        const reason2 = stderrReason(exit.stderrTail);
        return {
          outcome: "error",
          outcomeSource: "exit_code",
          errorMessage: `The agent reported success but ${disagreement}${reason2 ? `: ${reason2}` : "."}`,
          isError: true,
          subtype
        };
      }
    }
    const errorMessage = outcome === "success" ? null : lastResult.errorMessage ?? lastResult.text ?? `The agent reported ${outcome.replace("_", " ")}.`;
    return { outcome, outcomeSource: "terminal_frame", errorMessage, isError: lastResult.isError, subtype };
  }
  const reason = stderrReason(exit.stderrTail);
  const withReason = (s) => reason ? `${s}: ${reason}` : `${s}.`;
  const { exitCode, signal } = exit;
  if (signal !== null || exitCode === 130 || exitCode === 143) {
    const name = signal ?? (exitCode === 130 ? "SIGINT" : "SIGTERM");
    const code = exitCode !== null ? ` (exit ${exitCode})` : "";
    return {
      outcome: "cancelled",
      outcomeSource: "exit_code",
      errorMessage: withReason(`The agent was stopped by ${name}${code} before it reported a result`),
      isError: true,
      subtype: null
    };
  }
  if (exitCode === null) {
    return {
      outcome: "error",
      outcomeSource: "inferred",
      errorMessage: withReason(
        sawOutput ? "The stream ended without a result" : "The agent printed nothing and reported no result"
      ),
      isError: true,
      subtype: null
    };
  }
  const known = exitCodes6?.[exitCode];
  if (known !== void 0) {
    return {
      outcome: known.outcome,
      outcomeSource: "exit_code",
      errorMessage: withReason(`The agent stopped without a result (exit ${exitCode}: ${known.meaning})`),
      isError: known.outcome !== "success",
      subtype: null
    };
  }
  return {
    outcome: "error",
    outcomeSource: "exit_code",
    errorMessage: withReason(
      sawOutput ? `The agent stopped without a result (exit ${exitCode})` : `The agent printed nothing and exited with code ${exitCode}`
    ),
    isError: true,
    subtype: null
  };
}
function processDisagreement(exit) {
  if (exit.signal !== null) return `was killed by ${exit.signal}`;
  if (exit.exitCode !== null && exit.exitCode !== 0) return `exited with code ${exit.exitCode}`;
  return null;
}
function formatLimit(ms) {
  const totalS = Math.round(ms / 1e3);
  if (totalS < 120) return `${totalS} s`;
  const totalMin = Math.round(totalS / 60);
  if (totalMin < 120) return `${totalMin} min`;
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
var MAX_REASON_CHARS = 500;
function stderrReason(tail) {
  if (!tail) return null;
  const lines = tail.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("at "));
  if (lines.length === 0) return null;
  let pick2 = lines[lines.length - 1];
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/error|fatal|cannot|refused|denied|invalid/i.test(lines[i])) {
      pick2 = lines[i];
      break;
    }
  }
  return pick2.length > MAX_REASON_CHARS ? `${pick2.slice(0, MAX_REASON_CHARS - 1)}\u2026` : pick2;
}

// src/run/preview.ts
var OUTPUT_PREVIEW_CHARS = 2e3;
var INPUT_PREVIEW_BUDGET = 2e3;
var ELLIPSIS = "\u2026";
function previewText(s, max = OUTPUT_PREVIEW_CHARS) {
  if (s.length <= max) return s;
  if (max <= 1) return ELLIPSIS;
  let end = max - 1;
  const code = s.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319) end -= 1;
  return detached(s.slice(0, end)) + ELLIPSIS;
}
function previewTail(tail) {
  const nl = tail.indexOf("\n");
  if (nl !== -1 && nl < tail.length - 1) return detached(tail.slice(nl + 1));
  const space = tail.search(/\s/);
  if (space !== -1 && space < tail.length - 1) return detached(tail.slice(space + 1));
  return tail.length <= 1 ? tail : `${ELLIPSIS}${tail.slice(1)}`;
}
var MAX_DEPTH = 4;
var MAX_ARRAY_ITEMS = 20;
var MAX_OBJECT_KEYS = 30;
function previewValue(input, budget = INPUT_PREVIEW_BUDGET) {
  const state = { left: budget };
  return previewInner(input, 0, state);
}
function previewInner(value, depth, state) {
  if (value === null || value === void 0) return value ?? null;
  switch (typeof value) {
    case "string": {
      const max = Math.max(40, state.left);
      const out2 = previewText(value, max);
      state.left = Math.max(0, state.left - out2.length);
      return out2;
    }
    case "number":
    case "boolean":
      return value;
    case "bigint":
      return value.toString();
    case "object":
      break;
    default:
      return null;
  }
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : "{\u2026}";
  if (Array.isArray(value)) {
    const n = Math.min(value.length, MAX_ARRAY_ITEMS);
    const out2 = [];
    for (let i = 0; i < n; i++) out2.push(previewInner(value[i], depth + 1, state));
    if (value.length > n) out2.push(`\u2026 ${value.length - n} more`);
    return out2;
  }
  const out = {};
  let count = 0;
  const obj = value;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    if (count === MAX_OBJECT_KEYS) {
      setOwn(out, "\u2026", "more keys");
      break;
    }
    setOwn(out, key, previewInner(obj[key], depth + 1, state));
    count++;
  }
  return out;
}

// src/run/summary.ts
var DEFAULT_CALL_WINDOW = 1e3;
var MIN_CALL_WINDOW = 64;
function emptySummary(dialect = null, callLog = null, callWindow = DEFAULT_CALL_WINDOW) {
  return {
    status: "running",
    dialect,
    sessionId: null,
    model: null,
    cliVersion: null,
    permissionMode: null,
    cwd: null,
    outcome: null,
    subtype: null,
    isError: false,
    outcomeSource: null,
    errorMessage: null,
    stopReason: null,
    terminalReason: null,
    finalText: null,
    lastText: null,
    turns: null,
    steps: 0,
    toolCalls: [],
    earlierCalls: { ...noEarlierCalls(callLog), window: Math.max(MIN_CALL_WINDOW, Math.floor(callWindow)) },
    retries: [],
    retriesKnown: false,
    costUsd: null,
    tokens: null,
    todos: [],
    permissionDenials: [],
    rateLimit: null,
    notices: [],
    startedAt: null,
    lastEventAt: null,
    durationMs: null,
    exitCode: null,
    signal: null,
    stderrTail: null,
    diagnostics: {
      badLines: 0,
      longLines: 0,
      badLineSamples: [],
      unknownEvents: {},
      foreignFrames: 0,
      ignoredResults: 0
    },
    stopRequest: null,
    fold: {
      text: null,
      tokenBase: null,
      costBase: null,
      stepTokens: null,
      stepCost: null,
      recentSteps: [],
      lastResult: null,
      resultCount: 0,
      turnSinceResult: false
    }
  };
}

// src/run/reducer.ts
var LAST_TEXT_CHARS = 16 * 1024;
var MAX_TEXT_BLOCKS = 8;
var MAX_NOTICES = 50;
var MAX_BAD_LINE_SAMPLES = 5;
var RECENT_STEPS = 8;
var DUPLICATE_WINDOW = 64;
var Batch = class {
  summary = null;
  fold = null;
  text = null;
  blocks = null;
  recentSteps = null;
  toolCalls = null;
  /**
   * The length `toolCalls` had when this batch copied it: the calls from there on were created by
   * this batch (calls are only ever appended), so a result updates them in place instead of
   * copying each one again (one ToolCall object per call instead of two: less garbage, and the
   * surviving ones can be allocated straight into the old generation).
   */
  callsFrom = 0;
  retries = null;
};
function newBatch() {
  return new Batch();
}
function reduceBatch(summary, events, batch) {
  if (events.length === 0) return summary;
  const s = ownedBy(batch, summary);
  for (let i = 0; i < events.length; i++) apply(s, events[i], batch);
  return s;
}
function reduceOne(summary, event, batch) {
  const s = ownedBy(batch, summary);
  apply(s, event, batch);
  return s;
}
function ownedBy(batch, summary) {
  if (batch.summary === summary) return summary;
  const s = { ...summary };
  batch.summary = s;
  return s;
}
function apply(s, event, owned) {
  if (event.kind === "exit") {
    onExit(s, event);
    return;
  }
  if (event.kind === "foreign_frame") {
    s.diagnostics = { ...s.diagnostics, foreignFrames: s.diagnostics.foreignFrames + 1 };
    return;
  }
  if (s.startedAt === null) s.startedAt = event.at;
  s.lastEventAt = event.at;
  if (!s.fold.turnSinceResult && beginsTurn(event)) ownFold(s, owned).turnSinceResult = true;
  switch (event.kind) {
    case "text":
      onText(s, event, owned);
      return;
    case "text_retract":
      onRetract(s, event, owned);
      return;
    case "thinking":
      return;
    case "step":
      if (event.parentId === null) s.steps = s.steps + 1;
      return;
    case "session":
      s.sessionId = event.sessionId ?? s.sessionId;
      s.model = event.model ?? s.model;
      s.cliVersion = event.cliVersion ?? s.cliVersion;
      s.permissionMode = event.permissionMode ?? s.permissionMode;
      s.cwd = event.cwd ?? s.cwd;
      return;
    case "tool_call":
      onToolCall(s, event, owned);
      return;
    case "tool_result":
      onToolResult(s, event, owned);
      return;
    case "retry":
      s.retries = appendedRetry(
        s.retries,
        {
          attempt: event.attempt,
          maxRetries: event.maxRetries,
          delayMs: event.delayMs,
          httpStatus: event.httpStatus,
          category: event.category,
          message: event.message,
          at: event.at
        },
        owned
      );
      return;
    case "rate_limit":
      s.rateLimit = { status: event.status, resetsAt: event.resetsAt };
      return;
    case "todos":
      onTodos(s, event);
      return;
    case "permission_denied":
      onPermissionDenied(s, event, owned);
      return;
    case "usage":
      onUsage(s, event, owned);
      return;
    case "notice":
      onNotice(s, event);
      return;
    case "result":
      onResult(s, event, owned);
      return;
    case "bad_line": {
      const d = s.diagnostics;
      s.diagnostics = {
        ...d,
        badLines: d.badLines + 1,
        longLines: d.longLines + (event.reason === "too_long" ? 1 : 0),
        badLineSamples: d.badLineSamples.length < MAX_BAD_LINE_SAMPLES ? [...d.badLineSamples, previewText(event.sample, 200)] : d.badLineSamples
      };
      return;
    }
    case "unknown": {
      const d = s.diagnostics;
      s.diagnostics = {
        ...d,
        unknownEvents: { ...d.unknownEvents, [event.type]: (ownValue(d.unknownEvents, event.type) ?? 0) + 1 }
      };
      return;
    }
    default:
      return;
  }
}
var NO_BLOCKS = [];
var byIndex = (a, b) => a.index - b.index;
function onText(s, e, owned) {
  if (e.parentId !== null) return;
  const cur = s.fold.text;
  const blocks = cur !== null && cur.messageId === e.messageId ? cur.blocks : NO_BLOCKS;
  const last = blocks.length > 0 ? blocks[blocks.length - 1] : null;
  if (e.mode === "delta" && last !== null && last.index === e.index && last.text !== "" && s.lastText !== null) {
    if (last.cut) return;
    if (last.text.length + e.text.length > LAST_TEXT_CHARS || s.lastText.length + e.text.length > LAST_TEXT_CHARS) {
      const nextBlocks3 = writableBlocks(blocks, owned);
      const text = previewText(last.text + e.text, LAST_TEXT_CHARS);
      nextBlocks3[nextBlocks3.length - 1] = { index: last.index, text, cut: true };
      withText(s, e.messageId, nextBlocks3, joinBlocks(nextBlocks3), owned);
      return;
    }
    const nextBlocks2 = writableBlocks(blocks, owned);
    nextBlocks2[nextBlocks2.length - 1] = { index: last.index, text: last.text + e.text };
    withText(s, e.messageId, nextBlocks2, s.lastText + e.text, owned);
    return;
  }
  let at = -1;
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i].index === e.index) {
      at = i;
      break;
    }
  }
  let nextBlocks;
  if (at >= 0) {
    const prev = blocks[at];
    if (e.mode === "delta" && prev.cut) return;
    nextBlocks = writableBlocks(blocks, owned);
    const text = e.mode === "block" ? e.text : prev.text + e.text;
    nextBlocks[at] = cappedBlock(e.index, text);
  } else {
    nextBlocks = blocks === NO_BLOCKS ? ownBlocks([], owned) : writableBlocks(blocks, owned);
    nextBlocks.push(cappedBlock(e.index, e.text));
    const n = nextBlocks.length;
    if (n > 1) nextBlocks.sort(byIndex);
    if (n > MAX_TEXT_BLOCKS) nextBlocks.splice(0, n - MAX_TEXT_BLOCKS);
  }
  withText(s, e.messageId, nextBlocks, joinBlocks(nextBlocks), owned);
}
function cappedBlock(index, text) {
  return text.length > LAST_TEXT_CHARS ? { index, text: previewText(text, LAST_TEXT_CHARS), cut: true } : { index, text };
}
function onRetract(s, e, owned) {
  const cur = s.fold.text;
  if (cur === null || cur.messageId !== e.messageId) return;
  const blocks = ownBlocks(
    cur.blocks.filter((b) => b.index < e.fromIndex),
    owned
  );
  const text = blocks.length > 0 ? joinBlocks(blocks) : null;
  withText(s, cur.messageId, blocks, text, owned);
}
function joinBlocks(blocks) {
  let joined = null;
  for (let i = 0; i < blocks.length; i++) {
    const t = blocks[i].text;
    if (t === "") continue;
    joined = joined === null ? t : `${joined}

${t}`;
  }
  return joined === null ? null : previewText(joined, LAST_TEXT_CHARS);
}
function withText(s, messageId, blocks, lastText, owned) {
  const fold = ownFold(s, owned);
  const cur = fold.text;
  if (cur !== null && owned.text === cur) {
    cur.messageId = messageId;
    cur.blocks = blocks;
  } else {
    const text = { messageId, blocks };
    owned.text = text;
    fold.text = text;
  }
  s.lastText = lastText;
  s.finalText = lastText;
}
function findToolIndex(calls, id, window = calls.length) {
  const stop = Math.max(0, calls.length - window);
  for (let i = calls.length - 1; i >= stop; i--) if (calls[i].id === id) return i;
  return -1;
}
function onToolCall(s, e, owned) {
  const known = findToolIndex(s.toolCalls, e.id, DUPLICATE_WINDOW);
  if (known >= 0) return withInput(s, known, e, owned);
  const call = {
    id: e.id,
    name: e.name,
    status: "pending",
    parentId: e.parentId,
    input: previewValue(e.input),
    outputPreview: null,
    outputChars: 0,
    exitCode: null,
    durationMs: null,
    startedAt: e.at,
    endedAt: null
  };
  s.toolCalls = appendedCall(s.toolCalls, call, owned);
  if (s.earlierCalls.log !== null && s.toolCalls.length >= 2 * s.earlierCalls.window) moveOut(s, owned);
  return s;
}
function withInput(s, i, e, owned) {
  const prev = s.toolCalls[i];
  if (prev.status !== "pending") return s;
  const input = previewValue(e.input);
  const calls = writableCalls(s.toolCalls, owned);
  if (i >= owned.callsFrom) prev.input = input;
  else calls[i] = { ...prev, input };
  s.toolCalls = calls;
  return s;
}
function moveOut(s, owned) {
  const e = s.earlierCalls;
  const log = e.log;
  if (log === null) return;
  const calls = writableCalls(s.toolCalls, owned);
  const k = calls.length - e.window;
  if (k <= 0) return;
  const moved = calls.splice(0, k);
  owned.callsFrom = Math.max(0, owned.callsFrom - k);
  log.append(e.count, moved);
  const counts = { ...e.counts };
  const names = new Map(e.names);
  const head = e.count < HEAD_CALLS ? e.head.slice() : e.head;
  const failed = e.failed.slice();
  const open = e.open.slice();
  for (let i = 0; i < moved.length; i++) {
    const call = moved[i];
    const at = e.count + i;
    counts[call.status]++;
    const name = names.has(call.name) || names.size < MAX_NAMES ? call.name : OTHER_NAMES;
    names.set(name, (names.get(name) ?? 0) + 1);
    if (at < HEAD_CALLS) head.push(call);
    if (call.status === "error" || call.status === "denied") failed.push({ n: at + 1, call });
    if (call.status === "pending") open.push({ at, call });
  }
  let parents = e.parents;
  for (const call of moved) {
    const p = call.parentId;
    if (p === null || parents.includes(p) || !open.some((o) => o.call.id === p)) continue;
    parents = [...parents, p];
  }
  s.earlierCalls = {
    ...e,
    parents,
    count: e.count + moved.length,
    counts,
    names: [...names],
    head,
    failed: failed.length > FAILED_CALLS ? failed.slice(-FAILED_CALLS) : failed,
    open: open.length > MAX_OPEN ? capOpen(open) : open
  };
}
function capOpen(open) {
  let drop = open.length - MAX_OPEN;
  return open.filter((o) => !(drop > 0 && o.call.status === "pending" && drop-- > 0));
}
function findOpen(e, id) {
  for (let i = e.open.length - 1; i >= 0; i--) if (e.open[i].call.id === id) return i;
  return -1;
}
function updatedEarlier(e, at, prev, next, openIndex) {
  const counts = { ...e.counts };
  counts[prev.status]--;
  counts[next.status]++;
  let open = e.open;
  if (openIndex >= 0) {
    open = open.slice();
    open[openIndex] = { at, call: next };
  }
  let head = e.head;
  if (at < head.length) {
    head = head.slice();
    head[at] = next;
  }
  let failed = e.failed.filter((f) => f.n !== at + 1);
  if (next.status === "error" || next.status === "denied") {
    failed.push({ n: at + 1, call: next });
    failed.sort((a, b) => a.n - b.n);
    if (failed.length > FAILED_CALLS) failed = failed.slice(-FAILED_CALLS);
  }
  return { ...e, counts, head, failed, open };
}
function ownFold(s, owned) {
  const f = s.fold;
  if (owned.fold === f) return f;
  const copy = { ...f };
  owned.fold = copy;
  s.fold = copy;
  return copy;
}
function writableCalls(calls, owned) {
  if (owned.toolCalls === calls) return owned.toolCalls;
  const next = calls.slice();
  owned.toolCalls = next;
  owned.callsFrom = next.length;
  return next;
}
function appendedCall(calls, call, owned) {
  const next = writableCalls(calls, owned);
  next.push(call);
  return next;
}
function appendedRetry(retries, retry, owned) {
  let next = owned.retries;
  if (next !== retries) {
    next = retries.slice();
    owned.retries = next;
  }
  next.push(retry);
  return next;
}
function ownBlocks(blocks, owned) {
  owned.blocks = blocks;
  return blocks;
}
function writableBlocks(blocks, owned) {
  return owned.blocks === blocks ? owned.blocks : ownBlocks(blocks.slice(), owned);
}
function writableRecent(recent, owned) {
  if (owned.recentSteps === recent) return owned.recentSteps;
  const next = recent.slice();
  owned.recentSteps = next;
  return next;
}
function onToolResult(s, e, owned) {
  const i = findToolIndex(s.toolCalls, e.id);
  const output = e.output;
  const outputPreview = output === null ? null : previewText(output, OUTPUT_PREVIEW_CHARS);
  const outputChars = output === null ? 0 : output.length;
  if (i < 0) {
    const o = findOpen(s.earlierCalls, e.id);
    if (o >= 0) {
      const { at, call: prev2 } = s.earlierCalls.open[o];
      const status2 = prev2.status === "denied" && e.status === "error" ? "denied" : e.status;
      const next = {
        ...prev2,
        status: status2,
        outputPreview,
        outputChars,
        exitCode: e.exitCode,
        durationMs: e.durationMs ?? Math.max(0, e.at - prev2.startedAt),
        endedAt: e.at
      };
      s.earlierCalls = updatedEarlier(s.earlierCalls, at, prev2, next, o);
      return s;
    }
    const call = {
      id: e.id,
      name: e.name ?? "unknown",
      status: e.status,
      parentId: e.parentId,
      input: null,
      outputPreview,
      outputChars,
      exitCode: e.exitCode,
      durationMs: e.durationMs,
      startedAt: e.at,
      endedAt: e.at
    };
    s.toolCalls = appendedCall(s.toolCalls, call, owned);
    if (s.earlierCalls.log !== null && s.toolCalls.length >= 2 * s.earlierCalls.window) moveOut(s, owned);
    return s;
  }
  const calls = writableCalls(s.toolCalls, owned);
  const prev = calls[i];
  const status = prev.status === "denied" && e.status === "error" ? "denied" : e.status;
  const durationMs = e.durationMs ?? Math.max(0, e.at - prev.startedAt);
  if (i >= owned.callsFrom) {
    prev.status = status;
    prev.outputPreview = outputPreview;
    prev.outputChars = outputChars;
    prev.exitCode = e.exitCode;
    prev.durationMs = durationMs;
    prev.endedAt = e.at;
  } else {
    calls[i] = {
      ...prev,
      status,
      outputPreview,
      outputChars,
      exitCode: e.exitCode,
      durationMs,
      endedAt: e.at
    };
  }
  s.toolCalls = calls;
  return s;
}
function markDenied(s, calls, id, owned) {
  if (id === null) return calls;
  const i = findToolIndex(calls, id);
  if (i < 0) {
    markEarlierDenied(s, id);
    return calls;
  }
  if (calls[i].status === "denied") return calls;
  const next = writableCalls(calls, owned);
  next[i] = { ...calls[i], status: "denied" };
  return next;
}
function markEarlierDenied(s, id) {
  const e = s.earlierCalls;
  if (e.count === 0) return;
  const o = findOpen(e, id);
  if (o >= 0) {
    const { at, call } = e.open[o];
    if (call.status !== "denied")
      s.earlierCalls = updatedEarlier(e, at, call, { ...call, status: "denied" }, o);
    return;
  }
  if (e.deniedIds.includes(id)) return;
  const h = e.head.findIndex((c) => c.id === id);
  const prev = h >= 0 ? e.head[h] : null;
  if (prev?.status === "denied") return;
  const withId = { ...e, deniedIds: [...e.deniedIds, id] };
  if (prev !== null) {
    s.earlierCalls = updatedEarlier(withId, h, prev, { ...prev, status: "denied" }, -1);
    return;
  }
  const from = e.counts.error > 0 ? "error" : "ok";
  s.earlierCalls = {
    ...withId,
    counts: { ...e.counts, [from]: e.counts[from] - 1, denied: e.counts.denied + 1 }
  };
}
function onPermissionDenied(s, e, owned) {
  const calls = markDenied(s, s.toolCalls, e.toolUseId, owned);
  s.toolCalls = calls;
  if (e.toolUseId !== null && s.permissionDenials.some((d) => d.toolUseId === e.toolUseId)) return s;
  let input = e.input;
  if (input === null && e.toolUseId !== null) {
    const i = findToolIndex(calls, e.toolUseId);
    if (i >= 0) input = calls[i].input;
    else {
      const o = findOpen(s.earlierCalls, e.toolUseId);
      if (o >= 0) input = s.earlierCalls.open[o].call.input;
    }
  }
  s.permissionDenials = [
    ...s.permissionDenials,
    { tool: e.tool, toolUseId: e.toolUseId, input: previewValue(input) }
  ];
  return s;
}
function onTodos(s, e) {
  if (e.op === "replace") {
    s.todos = e.todos.map((t) => ({ id: t.id, content: t.content, status: t.status }));
    return s;
  }
  const i = s.todos.findIndex((t) => t.id === e.id);
  if (e.status === "deleted") {
    if (i >= 0) s.todos = s.todos.filter((_, j) => j !== i);
    return s;
  }
  if (i >= 0) {
    const prev = s.todos[i];
    const todos = s.todos.slice();
    todos[i] = { id: prev.id, content: e.content ?? prev.content, status: e.status ?? prev.status };
    s.todos = todos;
  } else {
    s.todos = [...s.todos, { id: e.id, content: e.content ?? `Task ${e.id}`, status: e.status ?? "pending" }];
  }
  return s;
}
function addTokens(a, b) {
  if (a === null) return b;
  if (b === null) return a;
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite
  };
}
function swappedTokens(total, out, into) {
  if (total === null && out === null && into === null) return null;
  return {
    input: (total?.input ?? 0) - (out?.input ?? 0) + (into?.input ?? 0),
    output: (total?.output ?? 0) - (out?.output ?? 0) + (into?.output ?? 0),
    cacheRead: (total?.cacheRead ?? 0) - (out?.cacheRead ?? 0) + (into?.cacheRead ?? 0),
    cacheWrite: (total?.cacheWrite ?? 0) - (out?.cacheWrite ?? 0) + (into?.cacheWrite ?? 0)
  };
}
function addCost(a, b, sign = 1) {
  if (a === null && b === null) return null;
  return (a ?? 0) + sign * (b ?? 0);
}
function onUsage(s, e, owned) {
  const f = ownFold(s, owned);
  if (e.cumulative) {
    f.tokenBase = e.tokens ?? f.tokenBase;
    f.costBase = e.costUsd ?? f.costBase;
    f.stepTokens = null;
    f.stepCost = null;
    const none = [];
    owned.recentSteps = none;
    f.recentSteps = none;
  } else {
    const recent = writableRecent(f.recentSteps, owned);
    let j = -1;
    if (e.messageId !== null) {
      for (let i = 0; i < recent.length; i++) {
        if (recent[i].messageId === e.messageId) {
          j = i;
          break;
        }
      }
    }
    let stepCost = f.stepCost;
    let replaced = null;
    if (j >= 0) {
      replaced = recent[j].tokens;
      stepCost = addCost(stepCost, recent[j].costUsd, -1);
      recent.splice(j, 1);
    }
    const stepTokens = swappedTokens(f.stepTokens, replaced, e.tokens);
    stepCost = e.costUsd === null && stepCost === null ? null : addCost(stepCost, e.costUsd);
    recent.push({ messageId: e.messageId, tokens: e.tokens, costUsd: e.costUsd });
    if (recent.length > RECENT_STEPS) recent.splice(0, recent.length - RECENT_STEPS);
    f.stepTokens = stepTokens;
    f.stepCost = stepCost;
    f.recentSteps = recent;
  }
  s.tokens = addTokens(f.tokenBase, f.stepTokens);
  s.costUsd = f.costBase === null && f.stepCost === null ? null : addCost(f.costBase, f.stepCost);
}
function onNotice(s, e) {
  const notice = { level: e.level, code: e.code, message: previewText(e.message, 1e3), at: e.at };
  const notices = [...s.notices, notice];
  s.notices = notices.length > MAX_NOTICES ? notices.slice(-MAX_NOTICES) : notices;
  return s;
}
function beginsTurn(event) {
  switch (event.kind) {
    case "session":
      return true;
    case "step":
    case "text":
    case "tool_call":
      return event.parentId === null;
    default:
      return false;
  }
}
function isSuccessResult(e) {
  return e.outcome === "success" && !e.isError;
}
function onResult(s, e, owned) {
  const before = s.fold.lastResult;
  if (before !== null && !isSuccessResult(before) && isSuccessResult(e) && !s.fold.turnSinceResult) {
    s.diagnostics = { ...s.diagnostics, ignoredResults: s.diagnostics.ignoredResults + 1 };
    return s;
  }
  s.fold = { ...s.fold, lastResult: e, resultCount: s.fold.resultCount + 1, turnSinceResult: false };
  s.subtype = e.subtype;
  s.isError = e.isError;
  s.stopReason = e.stopReason;
  s.terminalReason = e.terminalReason;
  s.turns = e.turns ?? s.turns;
  s.sessionId = s.sessionId ?? e.sessionId;
  s.finalText = !e.isError && e.text !== null ? e.text : s.lastText;
  if (e.permissionDenials !== null) {
    let denials = s.permissionDenials.slice();
    let calls = s.toolCalls;
    for (const d of e.permissionDenials) {
      const input = previewValue(d.input);
      const j = d.toolUseId === null ? -1 : denials.findIndex((x) => x.toolUseId === d.toolUseId);
      if (j >= 0) denials[j] = { tool: d.tool, toolUseId: d.toolUseId, input };
      else denials = [...denials, { tool: d.tool, toolUseId: d.toolUseId, input }];
      calls = markDenied(s, calls, d.toolUseId, owned);
    }
    s.permissionDenials = denials;
    s.toolCalls = calls;
  }
  return s;
}
function onExit(summary, raw) {
  const e = raw.stderrTail === null ? raw : { ...raw, stderrTail: stripAnsi(raw.stderrTail) };
  const f = summary.fold;
  const definition = summary.dialect === null ? void 0 : dialectDefinition(summary.dialect);
  const decision = incompleteIfUnfinished(
    decideOutcome({
      lastResult: f.lastResult,
      exit: e,
      sawOutput: summary.startedAt !== null,
      exitCodes: definition?.exitCodes,
      endedByClientAfterResult: definition?.endedByClientAfterResult
    }),
    summary
  );
  const refusals = decision.outcome === "success" ? [] : refusalLines(definition?.refusalLine, e.stderrTail);
  const said = decision.errorMessage ?? "";
  const unsaid = refusals.filter((line) => !said.includes(line));
  if (unsaid.length > 0) decision.errorMessage = said ? `${said}
${unsaid.join("\n")}` : unsaid.join("\n");
  const wall = summary.startedAt !== null && summary.lastEventAt !== null ? summary.lastEventAt - summary.startedAt : null;
  const durationMs = f.resultCount === 1 && f.lastResult?.durationMs != null ? f.lastResult.durationMs : wall;
  Object.assign(summary, {
    status: "finished",
    outcome: decision.outcome,
    outcomeSource: decision.outcomeSource,
    errorMessage: decision.errorMessage,
    isError: decision.isError,
    subtype: decision.subtype,
    durationMs: durationMs ?? f.lastResult?.durationMs ?? null,
    exitCode: e.exitCode,
    signal: e.signal,
    stderrTail: e.stderrTail,
    retriesKnown: definition?.reportsRetries === true,
    stopRequest: e.stoppedBy === "requested" ? e.stopRequest ?? null : null
  });
}
function incompleteIfUnfinished(decision, summary) {
  if (decision.outcome !== "success") return decision;
  const unfinished = unfinishedWork(summary, summary.fold.lastResult);
  if (unfinished === null) return decision;
  return {
    ...decision,
    outcome: "incomplete",
    outcomeSource: "inferred",
    errorMessage: unfinished.message,
    isError: true
  };
}
function refusalLines(pattern, stderrTail) {
  if (pattern === void 0 || stderrTail === null) return [];
  const found = [];
  for (const line of stderrTail.split(/\r?\n/)) {
    const m = pattern.exec(line);
    if (m && !found.includes(m[0].trim())) found.push(m[0].trim());
  }
  return found.slice(-3);
}

// src/run/fold.ts
var MAX_STDERR_LINE_BYTES = 4 * 1024;
var UNKNOWN_EXIT = {
  exitCode: null,
  signal: null,
  stderrTail: null,
  stoppedBy: null,
  limitMs: null
};
function toolResultWithoutAnsi(event) {
  if (event.output === null) return event;
  const output = stripAnsi(event.output);
  return output === event.output ? event : { ...event, output };
}
var RunFold = class {
  state;
  lines;
  frames;
  onEvent;
  /**
   * Events of the chunk being fed, when nobody listens per event: they are folded together at the
   * end of the chunk (while still in the CPU cache) into the open batch below.
   */
  pending = [];
  /**
   * What the fold created since the summary was last handed out (see `reduceBatch`): updated in
   * place by the next chunks instead of copied again. Null once `summary` or `end` hands the state
   * out, so the next chunk copies what it changes and the caller's summary never changes under it.
   * A fresh batch per chunk copied the tool-call list ~1,600 times (up to 15,000 calls each) in the
   * 100 MiB bench; holding thousands of events per batch instead let them go cold in memory.
   * With a listener the events are folded into it one at a time, between two calls of `onEvent`.
   */
  batch = null;
  ended = false;
  /** The agent's stderr, split into lines for the dialect's `stderrLine` (created on first use). */
  stderrLines = null;
  constructor(options) {
    this.onEvent = options.onEvent;
    this.state = emptySummary(
      options.dialect === "auto" ? null : options.dialect,
      options.callLog ?? null,
      options.callWindow
    );
    if (options.model) this.state.model = options.model;
    this.lines = new LineSplitter(
      options.maxLineBytes === void 0 ? {} : { maxLineBytes: options.maxLineBytes }
    );
    this.frames = new FrameSession({
      dialect: options.dialect,
      fallbackDialect: options.fallbackDialect ?? "claude-code",
      definitions: options.definitions ?? DIALECT_LIST,
      emit: (event) => this.apply(event.kind === "tool_result" ? toolResultWithoutAnsi(event) : event),
      onDialect: (dialect) => {
        this.flush();
        if (this.state.dialect !== dialect) this.state = { ...this.state, dialect };
      },
      ...options.onDialectMismatch ? { onMismatch: options.onDialectMismatch } : {}
    });
  }
  /** The summary so far (final once `end` was called). */
  get summary() {
    this.flush();
    this.batch = null;
    return this.state;
  }
  /** The dialect being parsed; null while auto-detection is still looking. */
  get dialect() {
    return this.frames.dialect;
  }
  /** Feed one chunk of the agent's stdout, read at `at` (ms). */
  pushBytes(chunk, at) {
    if (this.ended) throw new Error("RunFold: pushBytes after end");
    this.feed(this.lines.push(chunk), at);
  }
  /**
   * Feed one chunk of the agent's stderr, read at `at`: complete lines go to the dialect's
   * `stderrLine` (only some CLIs print things there worth an event: a tool blocked by a sandbox,
   * API retries), everything else is left to the stderr tail. Ignored after `end`.
   */
  pushStderr(chunk, at) {
    if (this.ended || !this.frames.wantsStderr) return;
    this.stderrLines ??= new LineSplitter({ maxLineBytes: MAX_STDERR_LINE_BYTES });
    this.feedStderr(this.stderrLines.push(chunk), at);
  }
  /** The stream ended and the process exited: flush, fold the exit event, return the summary. */
  end(exit, at) {
    if (this.ended) return this.state;
    this.feed(this.lines.end(), at);
    if (this.stderrLines) this.feedStderr(this.stderrLines.end(), at);
    this.frames.end(at);
    this.ended = true;
    this.apply({ kind: "exit", at, ...exit });
    this.flush();
    this.batch = null;
    return this.state;
  }
  feed(items, at) {
    const frames = this.frames;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (typeof item === "string") frames.line(item, at);
      else frames.problem(item, at);
    }
    this.flush();
  }
  feedStderr(items, at) {
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      this.frames.stderrLine(stripAnsi(typeof item === "string" ? item : item.sample), at);
    }
    this.flush();
  }
  apply(event) {
    if (this.onEvent === void 0) {
      this.pending.push(event);
      return;
    }
    this.batch ??= newBatch();
    this.state = reduceOne(this.state, event, this.batch);
    this.onEvent(event, this.state);
  }
  flush() {
    if (this.pending.length === 0) return;
    this.batch ??= newBatch();
    this.state = reduceBatch(this.state, this.pending, this.batch);
    this.pending = [];
  }
};
async function foldStream(source, options) {
  const now = options.now ?? Date.now;
  const fold = new RunFold(options);
  for await (const chunk of source) fold.pushBytes(chunk, now());
  if (options.stderr) fold.pushStderr(options.stderr, now());
  return fold.end(options.exit ?? UNKNOWN_EXIT, now());
}

export {
  pathToFileURL,
  fileURLToPath,
  config,
  en_default,
  _positive,
  _nonnegative,
  _maxLength,
  _regex,
  string2 as string,
  number2 as number,
  int,
  unknown,
  array,
  object,
  record,
  _enum,
  literal,
  nullable,
  refine,
  dialectDefinition,
  Buffer2 as Buffer,
  previewTail,
  UNKNOWN_EXIT,
  RunFold,
  foldStream
};
