const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  baggageEntryMetadataFromString,
  createContextKey,
  diag
} from "./chunk-NLC24MXA.js";
import {
  inspect
} from "./chunk-FDYNW5TW.js";

// node_modules/@opentelemetry/core/dist/common/attributes.mjs
var AddAttributeDecision = /* @__PURE__ */ (function(AddAttributeDecision2) {
  AddAttributeDecision2[AddAttributeDecision2["DROP_UNDEFINED"] = 0] = "DROP_UNDEFINED";
  AddAttributeDecision2[AddAttributeDecision2["DROP_INVALID"] = 1] = "DROP_INVALID";
  AddAttributeDecision2[AddAttributeDecision2["DROP_LIMIT_REACHED"] = 2] = "DROP_LIMIT_REACHED";
  AddAttributeDecision2[AddAttributeDecision2["ADD_NEW"] = 3] = "ADD_NEW";
  AddAttributeDecision2[AddAttributeDecision2["ADD_OVERWRITE_EXISTING"] = 4] = "ADD_OVERWRITE_EXISTING";
  return AddAttributeDecision2;
})({});
function maybeAddAttribute(opts) {
  return maybeAddAttributeInternal(opts, isAnyValue);
}
function maybeAddAttributeInternal(opts, isValidValue) {
  if (opts.value === void 0) return 0;
  if (opts.key.length === 0) {
    diag.warn(`Invalid attribute key: ${opts.key}`);
    return 1;
  }
  const isNewKey = !Object.hasOwn(opts.attributes, opts.key);
  if (isNewKey && opts.currentAttributesCount >= opts.limits.attributeCountLimit) return 2;
  if (!isValidValue(opts.value)) {
    diag.warn(`Invalid attribute value set for key: ${opts.key}`);
    return 1;
  }
  let attributeValueLengthLimit = opts.limits.attributeValueLengthLimit;
  if (attributeValueLengthLimit <= 0) {
    diag.warn(`Invalid attributeValueLengthLimit: must be positive, got ${attributeValueLengthLimit} (ignoring)`);
    attributeValueLengthLimit = Infinity;
  }
  opts.attributes[opts.key] = copyAndTruncAnyValue(opts.value, attributeValueLengthLimit);
  if (isNewKey) return 3;
  return 4;
}
function cleanAttributes(inAttributes, limits) {
  return cleanAttributesInternal(inAttributes, limits, isAnyValue);
}
function cleanSimpleAttributes(inAttributes, limits) {
  return cleanAttributesInternal(inAttributes, limits, isSimpleAttributeValue);
}
function cleanAttributesInternal(inAttributes, limits, isValidValue) {
  if (typeof inAttributes !== "object" || inAttributes == null) return {};
  const attributes = {};
  let droppedAttributesCount = 0;
  let attributeValueLengthLimit = limits.attributeValueLengthLimit;
  if (attributeValueLengthLimit <= 0) {
    diag.warn(`Invalid attributeValueLengthLimit: must be positive, got ${attributeValueLengthLimit} (ignoring)`);
    attributeValueLengthLimit = Infinity;
  }
  let count = 0;
  for (const [key, val] of Object.entries(inAttributes)) {
    if (val === void 0) continue;
    if (count >= limits.attributeCountLimit) {
      droppedAttributesCount++;
      continue;
    }
    if (key.length === 0) {
      diag.warn(`Invalid attribute key: ${key}`);
      droppedAttributesCount++;
      continue;
    }
    if (!isValidValue(val)) {
      diag.warn(`Invalid attribute value set for key: ${key}`);
      droppedAttributesCount++;
      continue;
    }
    attributes[key] = copyAndTruncAnyValue(val, attributeValueLengthLimit);
    count++;
  }
  return {
    attributes,
    droppedAttributesCount
  };
}
function isAnyValue(val) {
  return isAnyValueInternal(val, /* @__PURE__ */ new WeakSet());
}
function isAnyValueInternal(val, visited) {
  switch (typeof val) {
    case "undefined":
    case "bigint":
    case "symbol":
    case "function":
      return false;
    case "string":
    case "number":
    case "boolean":
      return true;
    case "object":
      break;
    default:
      return false;
  }
  if (val === null) return true;
  if (val instanceof Uint8Array) return true;
  if (visited.has(val)) return false;
  visited.add(val);
  const isValid = isAnyValueObject(val, visited);
  visited.delete(val);
  return isValid;
}
function isAnyValueObject(val, visited) {
  if (Array.isArray(val)) {
    for (const item of val) if (item !== void 0 && !isAnyValueInternal(item, visited)) return false;
    return true;
  }
  const obj = val;
  if (obj.constructor !== Object && obj.constructor !== void 0) return false;
  for (const k of Object.keys(obj)) {
    const v = obj[k];
    if (v !== void 0 && !isAnyValueInternal(v, visited)) return false;
  }
  return true;
}
function copyAndTruncAnyValue(val, limit) {
  switch (typeof val) {
    case "number":
    case "boolean":
    case "undefined":
    case "bigint":
    case "symbol":
    case "function":
      return val;
    case "string":
      if (val.length <= limit) return val;
      else return val.substring(0, limit);
    case "object":
      break;
    default:
      return val;
  }
  if (val === null) return val;
  if (val instanceof Uint8Array) {
    if (val.length <= limit) return val;
    else return val.slice(0, limit);
  }
  if (Array.isArray(val)) return val.map((elem) => copyAndTruncAnyValue(elem, limit));
  const truncObj = {};
  const obj = val;
  for (const k of Object.keys(obj)) if (obj[k] !== void 0) truncObj[k] = copyAndTruncAnyValue(obj[k], limit);
  return truncObj;
}
function isSimpleAttributeValue(val) {
  if (Array.isArray(val)) return isHomogeneousAttributeValueArray(val);
  return isValidPrimitiveAttributeValueType(typeof val);
}
function isHomogeneousAttributeValueArray(arr) {
  let type;
  for (const element of arr) {
    if (element == null) continue;
    const elementType = typeof element;
    if (elementType === type) continue;
    if (!type) {
      if (isValidPrimitiveAttributeValueType(elementType)) {
        type = elementType;
        continue;
      }
      return false;
    }
    return false;
  }
  return true;
}
function isValidPrimitiveAttributeValueType(valType) {
  switch (valType) {
    case "number":
    case "boolean":
    case "string":
      return true;
  }
  return false;
}

// node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var ATTR_ERROR_TYPE = "error.type";
var ATTR_EXCEPTION_MESSAGE = "exception.message";
var ATTR_EXCEPTION_STACKTRACE = "exception.stacktrace";
var ATTR_EXCEPTION_TYPE = "exception.type";
var ATTR_SERVICE_NAME = "service.name";
var ATTR_TELEMETRY_SDK_LANGUAGE = "telemetry.sdk.language";
var TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS = "nodejs";
var ATTR_TELEMETRY_SDK_NAME = "telemetry.sdk.name";
var ATTR_TELEMETRY_SDK_VERSION = "telemetry.sdk.version";

// node_modules/@opentelemetry/core/dist/version.mjs
var VERSION = "3.1.1";

// node_modules/@opentelemetry/core/dist/semconv.mjs
var ATTR_PROCESS_RUNTIME_NAME = "process.runtime.name";

// node_modules/@opentelemetry/core/dist/platform/node/sdk-info.mjs
var SDK_INFO = {
  [ATTR_TELEMETRY_SDK_NAME]: "opentelemetry",
  [ATTR_PROCESS_RUNTIME_NAME]: "node",
  [ATTR_TELEMETRY_SDK_LANGUAGE]: TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS,
  [ATTR_TELEMETRY_SDK_VERSION]: VERSION
};

// node_modules/@opentelemetry/core/dist/platform/node/environment.mjs
function getNumberFromEnv(key) {
  const raw = process.env[key];
  if (raw == null || raw.trim() === "") return;
  const value = Number(raw);
  if (isNaN(value)) {
    diag.warn(`Unknown value ${inspect(raw)} for ${key}, expected a number, using defaults`);
    return;
  }
  return value;
}
function getStringFromEnv(key) {
  const raw = process.env[key];
  if (raw == null || raw.trim() === "") return;
  return raw;
}

// node_modules/@opentelemetry/core/dist/trace/suppress-tracing.mjs
var SUPPRESS_TRACING_KEY = createContextKey("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
function suppressTracing(context) {
  return context.setValue(SUPPRESS_TRACING_KEY, true);
}
function isTracingSuppressed(context) {
  return context.getValue(SUPPRESS_TRACING_KEY) === true;
}

// node_modules/@opentelemetry/core/dist/baggage/utils.mjs
function parsePairKeyValue(entry) {
  if (!entry) return;
  const metadataSeparatorIndex = entry.indexOf(";");
  const keyPairPart = metadataSeparatorIndex === -1 ? entry : entry.substring(0, metadataSeparatorIndex);
  const separatorIndex = keyPairPart.indexOf("=");
  if (separatorIndex <= 0) return;
  const rawKey = keyPairPart.substring(0, separatorIndex).trim();
  const rawValue = keyPairPart.substring(separatorIndex + 1).trim();
  if (!rawKey || !rawValue) return;
  let key;
  let value;
  try {
    key = decodeURIComponent(rawKey);
    value = decodeURIComponent(rawValue);
  } catch {
    return;
  }
  let metadata;
  if (metadataSeparatorIndex !== -1 && metadataSeparatorIndex < entry.length - 1) {
    const metadataString = entry.substring(metadataSeparatorIndex + 1);
    metadata = baggageEntryMetadataFromString(metadataString);
  }
  return {
    key,
    value,
    metadata
  };
}
function parseKeyPairsIntoRecord(value) {
  const result = {};
  if (typeof value === "string" && value.length > 0) value.split(",").forEach((entry) => {
    const keyPair = parsePairKeyValue(entry);
    if (keyPair !== void 0 && keyPair.value.length > 0) result[keyPair.key] = keyPair.value;
  });
  return result;
}

// node_modules/@opentelemetry/core/dist/common/logging-error-handler.mjs
function loggingErrorHandler() {
  return (ex) => {
    diag.error(stringifyException(ex));
  };
}
function stringifyException(ex) {
  if (typeof ex === "string") return ex;
  else return JSON.stringify(flattenException(ex));
}
function flattenException(ex) {
  const result = {};
  let current = ex;
  while (current !== null) {
    Object.getOwnPropertyNames(current).forEach((propertyName) => {
      if (result[propertyName]) return;
      const value = current[propertyName];
      if (value) result[propertyName] = String(value);
    });
    current = Object.getPrototypeOf(current);
  }
  return result;
}

// node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs
var delegateHandler = loggingErrorHandler();
function globalErrorHandler(ex) {
  try {
    delegateHandler(ex);
  } catch {
  }
}

// node_modules/@opentelemetry/core/dist/common/time.mjs
var NANOSECOND_DIGITS = 9;
var MILLISECONDS_TO_NANOSECONDS = Math.pow(10, 6);
var SECOND_TO_NANOSECONDS = Math.pow(10, NANOSECOND_DIGITS);
function millisToHrTime(epochMillis) {
  const epochSeconds = epochMillis / 1e3;
  return [Math.trunc(epochSeconds), Math.round(epochMillis % 1e3 * MILLISECONDS_TO_NANOSECONDS)];
}
function hrTime(performanceNow) {
  return addHrTimes(millisToHrTime(performance.timeOrigin), millisToHrTime(typeof performanceNow === "number" ? performanceNow : performance.now()));
}
function hrTimeDuration(startTime, endTime) {
  let seconds = endTime[0] - startTime[0];
  let nanos = endTime[1] - startTime[1];
  if (nanos < 0) {
    seconds -= 1;
    nanos += SECOND_TO_NANOSECONDS;
  }
  return [seconds, nanos];
}
function hrTimeToMilliseconds(time) {
  return time[0] * 1e3 + time[1] / 1e6;
}
function isTimeInputHrTime(value) {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && typeof value[1] === "number";
}
function isTimeInput(value) {
  return isTimeInputHrTime(value) || typeof value === "number" || value instanceof Date;
}
function addHrTimes(time1, time2) {
  const out = [time1[0] + time2[0], time1[1] + time2[1]];
  if (out[1] >= SECOND_TO_NANOSECONDS) {
    out[1] -= SECOND_TO_NANOSECONDS;
    out[0] += 1;
  }
  return out;
}

// node_modules/@opentelemetry/core/dist/ExportResult.mjs
var ExportResultCode = /* @__PURE__ */ (function(ExportResultCode2) {
  ExportResultCode2[ExportResultCode2["SUCCESS"] = 0] = "SUCCESS";
  ExportResultCode2[ExportResultCode2["FAILED"] = 1] = "FAILED";
  return ExportResultCode2;
})({});

// node_modules/@opentelemetry/core/dist/utils/promise.mjs
var Deferred = class {
  _promise;
  _resolve;
  _reject;
  constructor() {
    this._promise = new Promise((resolve, reject) => {
      this._resolve = resolve;
      this._reject = reject;
    });
  }
  get promise() {
    return this._promise;
  }
  resolve(val) {
    this._resolve(val);
  }
  reject(err) {
    this._reject(err);
  }
};

// node_modules/@opentelemetry/core/dist/utils/callback.mjs
var BindOnceFuture = class {
  _isCalled = false;
  _deferred = new Deferred();
  _callback;
  _that;
  constructor(callback, that) {
    this._callback = callback;
    this._that = that;
  }
  get isCalled() {
    return this._isCalled;
  }
  get promise() {
    return this._deferred.promise;
  }
  call(...args) {
    if (!this._isCalled) {
      this._isCalled = true;
      try {
        Promise.resolve(this._callback.call(this._that, ...args)).then((val) => this._deferred.resolve(val), (err) => this._deferred.reject(err));
      } catch (err) {
        this._deferred.reject(err);
      }
    }
    return this._deferred.promise;
  }
};

export {
  suppressTracing,
  isTracingSuppressed,
  parseKeyPairsIntoRecord,
  AddAttributeDecision,
  maybeAddAttribute,
  cleanAttributes,
  cleanSimpleAttributes,
  isSimpleAttributeValue,
  globalErrorHandler,
  millisToHrTime,
  hrTime,
  hrTimeDuration,
  hrTimeToMilliseconds,
  isTimeInputHrTime,
  isTimeInput,
  addHrTimes,
  ExportResultCode,
  BindOnceFuture,
  getNumberFromEnv,
  getStringFromEnv,
  ATTR_ERROR_TYPE,
  ATTR_EXCEPTION_MESSAGE,
  ATTR_EXCEPTION_STACKTRACE,
  ATTR_EXCEPTION_TYPE,
  ATTR_SERVICE_NAME,
  ATTR_TELEMETRY_SDK_LANGUAGE,
  ATTR_TELEMETRY_SDK_NAME,
  ATTR_TELEMETRY_SDK_VERSION,
  SDK_INFO
};
