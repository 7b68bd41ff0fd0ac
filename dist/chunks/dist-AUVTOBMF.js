const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ExportResultCode,
  getNumberFromEnv,
  getStringFromEnv,
  hrTime,
  hrTimeDuration,
  hrTimeToMilliseconds,
  parseKeyPairsIntoRecord
} from "./chunk-NJFWBCJ6.js";
import {
  createNoopMeter,
  diag
} from "./chunk-NLC24MXA.js";
import {
  createGzip
} from "./chunk-U5KTHIRU.js";
import {
  Readable
} from "./chunk-PJ2S4DJY.js";
import "./chunk-FDYNW5TW.js";
import {
  resolve
} from "./chunk-5CBL7BM5.js";
import {
  readFileSync
} from "./chunk-6PPWJKGQ.js";
import "./chunk-QKXLR4XC.js";

// node_modules/@opentelemetry/exporter-trace-otlp-proto/dist/semconv.mjs
var OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER = "otlp_http_span_exporter";

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/OTLPExporterBase.mjs
var OTLPExporterBase = class {
  _delegate;
  constructor(delegate) {
    this._delegate = delegate;
  }
  /**
  * Export items.
  * @param items
  * @param resultCallback
  */
  export(items, resultCallback) {
    this._delegate.export(items, resultCallback);
  }
  forceFlush() {
    return this._delegate.forceFlush();
  }
  shutdown() {
    return this._delegate.shutdown();
  }
  setMetrics(metrics) {
    this._delegate.setMetrics(metrics);
  }
};

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/types.mjs
var OTLPExporterError = class extends Error {
  code;
  name = "OTLPExporterError";
  data;
  constructor(message, code, data) {
    super(message);
    this.data = data;
    this.code = code;
  }
};

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/shared-configuration.mjs
function validateTimeoutMillis(timeoutMillis) {
  if (Number.isFinite(timeoutMillis) && timeoutMillis > 0) return timeoutMillis;
  throw new Error(`Configuration: timeoutMillis is invalid, expected number greater than 0 (actual: '${timeoutMillis}')`);
}
function wrapStaticHeadersInFunction(headers) {
  if (headers == null) return;
  return async () => headers;
}
function mergeOtlpSharedConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
  return {
    timeoutMillis: validateTimeoutMillis(userProvidedConfiguration.timeoutMillis ?? fallbackConfiguration.timeoutMillis ?? defaultConfiguration.timeoutMillis),
    concurrencyLimit: userProvidedConfiguration.concurrencyLimit ?? fallbackConfiguration.concurrencyLimit ?? defaultConfiguration.concurrencyLimit,
    compression: userProvidedConfiguration.compression ?? fallbackConfiguration.compression ?? defaultConfiguration.compression
  };
}
function getSharedConfigurationDefaults() {
  return {
    timeoutMillis: 1e4,
    concurrencyLimit: 30,
    compression: "none"
  };
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/bounded-queue-export-promise-handler.mjs
var BoundedQueueExportPromiseHandler = class {
  _concurrencyLimit;
  _sendingPromises = [];
  /**
  * @param concurrencyLimit maximum promises allowed in a queue at the same time.
  */
  constructor(concurrencyLimit) {
    this._concurrencyLimit = concurrencyLimit;
  }
  pushPromise(promise) {
    if (this.hasReachedLimit()) throw new Error("Concurrency Limit reached");
    this._sendingPromises.push(promise);
    const popPromise = () => {
      const index = this._sendingPromises.indexOf(promise);
      this._sendingPromises.splice(index, 1);
    };
    promise.then(popPromise, popPromise);
  }
  hasReachedLimit() {
    return this._sendingPromises.length >= this._concurrencyLimit;
  }
  async awaitAll() {
    await Promise.all(this._sendingPromises);
  }
};
function createBoundedQueueExportPromiseHandler(options) {
  return new BoundedQueueExportPromiseHandler(options.concurrencyLimit);
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/logging-response-handler.mjs
function isPartialSuccessResponse(response) {
  return Object.prototype.hasOwnProperty.call(response, "partialSuccess");
}
function createLoggingPartialSuccessResponseHandler() {
  return { handleResponse(response) {
    if (response == null || !isPartialSuccessResponse(response) || response.partialSuccess == null || Object.keys(response.partialSuccess).length === 0) return;
    diag.warn("Received Partial Success response:", JSON.stringify(response.partialSuccess));
  } };
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/otlp-export-delegate.mjs
var OTLPExportDelegate = class {
  _metrics;
  _diagLogger;
  _transport;
  _serializer;
  _responseHandler;
  _promiseQueue;
  _timeout;
  constructor(transport, serializer, responseHandler, promiseQueue, metrics, timeout) {
    this._transport = transport;
    this._serializer = serializer;
    this._responseHandler = responseHandler;
    this._promiseQueue = promiseQueue;
    this._timeout = timeout;
    this._diagLogger = diag.createComponentLogger({ namespace: "OTLPExportDelegate" });
    this._metrics = metrics;
  }
  export(internalRepresentation, resultCallback) {
    this._diagLogger.debug("items to be sent", internalRepresentation);
    if (this._promiseQueue.hasReachedLimit()) {
      resultCallback({
        code: ExportResultCode.FAILED,
        error: /* @__PURE__ */ new Error("Concurrent export limit reached")
      });
      return;
    }
    const serializedRequest = this._serializer.serializeRequest(internalRepresentation);
    if (serializedRequest == null) {
      resultCallback({
        code: ExportResultCode.FAILED,
        error: /* @__PURE__ */ new Error("Nothing to send")
      });
      return;
    }
    const finishExport = this._metrics.startExport(internalRepresentation);
    this._promiseQueue.pushPromise(this._transport.send(serializedRequest, this._timeout).then((response) => {
      if (response.status === "success") {
        finishExport(void 0);
        if (response.data != null) try {
          this._responseHandler.handleResponse(this._serializer.deserializeResponse(response.data));
        } catch (e) {
          this._diagLogger.warn("Export succeeded but could not deserialize response - is the response specification compliant?", e, response.data);
        }
        resultCallback({ code: ExportResultCode.SUCCESS });
        return;
      } else if (response.status === "failure" && response.error) {
        finishExport(response.error);
        resultCallback({
          code: ExportResultCode.FAILED,
          error: response.error
        });
        return;
      } else if (response.status === "retryable") {
        finishExport("export_max_retries");
        resultCallback({
          code: ExportResultCode.FAILED,
          error: response.error ?? new OTLPExporterError("Export failed with retryable status")
        });
      } else {
        finishExport("export_failed");
        resultCallback({
          code: ExportResultCode.FAILED,
          error: new OTLPExporterError("Export failed with unknown error")
        });
      }
    }, (reason) => {
      finishExport(reason);
      resultCallback({
        code: ExportResultCode.FAILED,
        error: reason
      });
    }));
  }
  forceFlush() {
    return this._promiseQueue.awaitAll();
  }
  setMetrics(metrics) {
    this._metrics = metrics;
  }
  async shutdown() {
    this._diagLogger.debug("shutdown started");
    await this.forceFlush();
    this._transport.shutdown();
  }
};
function createOtlpExportDelegate(components, settings) {
  return new OTLPExportDelegate(components.transport, components.serializer, createLoggingPartialSuccessResponseHandler(), components.promiseHandler, components.metrics, settings.timeout);
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/semconv.mjs
var ATTR_HTTP_RESPONSE_STATUS_CODE = "http.response.status_code";
var ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
var ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
var ATTR_SERVER_ADDRESS = "server.address";
var ATTR_SERVER_PORT = "server.port";
var ATTR_ERROR_TYPE = "error.type";

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/version.mjs
var VERSION = "0.301.1";

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/ExporterMetrics.mjs
var componentCounter = /* @__PURE__ */ new Map();
var ExporterMetrics = class {
  inflight;
  exported;
  duration;
  standardAttrs;
  responseAttributesFromError;
  helper;
  constructor(options) {
    const { componentType, metricsHelper, meterProvider, url, responseAttributesFromError } = options;
    this.responseAttributesFromError = responseAttributesFromError;
    const meter = meterProvider ? meterProvider.getMeter("@opentelemetry/otlp-exporter", VERSION) : createNoopMeter();
    const counter = componentCounter.get(componentType) ?? 0;
    componentCounter.set(componentType, counter + 1);
    this.standardAttrs = {
      [ATTR_OTEL_COMPONENT_TYPE]: componentType,
      [ATTR_OTEL_COMPONENT_NAME]: `${componentType}/${counter}`
    };
    if (url) {
      let urlToParse = url;
      if (!url.includes("://")) urlToParse = `http://${url}`;
      try {
        const parsedUrl = new URL(urlToParse);
        this.standardAttrs[ATTR_SERVER_ADDRESS] = parsedUrl.hostname;
        let port = void 0;
        if (parsedUrl.port) port = Number(parsedUrl.port);
        else if (parsedUrl.protocol === "http:") port = 80;
        else if (parsedUrl.protocol === "https:") port = 443;
        if (typeof port === "number") this.standardAttrs[ATTR_SERVER_PORT] = port;
      } catch {
      }
    }
    this.helper = metricsHelper;
    this.inflight = meter.createUpDownCounter(`otel.sdk.exporter.${this.helper.name}.inflight`, {
      unit: `{${this.helper.name}}`,
      description: `The number of ${this.helper.name}s which were passed to the exporter, but that have not been exported yet (neither successful, nor failed).`
    });
    this.exported = meter.createCounter(`otel.sdk.exporter.${this.helper.name}.exported`, {
      unit: `{${this.helper.name}}`,
      description: `The number of ${this.helper.name}s for which the export has finished, either successful or failed.`
    });
    this.duration = meter.createHistogram("otel.sdk.exporter.operation.duration", {
      unit: "s",
      description: "The duration of exporting a batch of telemetry records.",
      advice: { explicitBucketBoundaries: [] }
    });
  }
  startExport(request) {
    const numItems = this.helper.countItems(request);
    const startTime = hrTime();
    this.inflight.add(numItems, this.standardAttrs);
    return (error) => {
      const endTime = hrTime();
      this.inflight.add(-numItems, this.standardAttrs);
      const exportedAttrs = error ? {
        ...this.standardAttrs,
        [ATTR_ERROR_TYPE]: error instanceof Error ? error.name : "export_failed"
      } : this.standardAttrs;
      this.exported.add(numItems, exportedAttrs);
      const durationAttrs = {
        ...exportedAttrs,
        ...this.responseAttributesFromError(error)
      };
      const duration = hrTimeToMilliseconds(hrTimeDuration(startTime, endTime)) / 1e3;
      this.duration.record(duration, durationAttrs);
    };
  }
};

// node_modules/@opentelemetry/otlp-transformer/dist/trace/index.mjs
var TraceExporterMetricsHelper = {
  name: "span",
  countItems: (request) => request.length
};

// node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/utils.mjs
function estimateVarintSize(v) {
  if (v < 0) return 10;
  if (v < 128) return 1;
  if (v < 16384) return 2;
  if (v < 2097152) return 3;
  if (v < 268435456) return 4;
  if (v < 34359738368) return 5;
  if (v < 4398046511104) return 6;
  if (v < 562949953421312) return 7;
  if (v < 72057594037927940) return 8;
  return 9;
}

// node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-writer.mjs
var GROWING_BUFFER_DEBUG_MESSAGE = "ProtobufWriter: estimated size was too small, growing buffer.";
var RESERVED_LENGTH_BYTES = 1;
var ProtobufWriter = class {
  _buffer;
  _textEncoder;
  _dataView;
  pos = 0;
  constructor(estimatedSize = 65536) {
    this._buffer = new Uint8Array(estimatedSize);
    this._textEncoder = new TextEncoder();
    this._dataView = new DataView(this._buffer.buffer, this._buffer.byteOffset);
  }
  /**
  * Ensure buffer has capacity for at least size more bytes
  */
  _ensureCapacity(size) {
    const needed = this.pos + size;
    if (needed <= this._buffer.length) return;
    diag.debug(GROWING_BUFFER_DEBUG_MESSAGE);
    let newSize = this._buffer.length * 2;
    while (newSize < needed) newSize *= 2;
    const newBuffer = new Uint8Array(newSize);
    newBuffer.set(this._buffer);
    this._buffer = newBuffer;
    this._dataView = new DataView(this._buffer.buffer, this._buffer.byteOffset);
  }
  /**
  * Get the written bytes as a Uint8Array
  */
  finish() {
    return this._buffer.subarray(0, this.pos);
  }
  /**
  * Insert placeholder for length. Update later with {@link finishLengthDelimited}
  * Returns the position where to write the length.
  */
  startLengthDelimited() {
    const lengthPos = this.pos;
    this._ensureCapacity(RESERVED_LENGTH_BYTES);
    this.pos += RESERVED_LENGTH_BYTES;
    return lengthPos;
  }
  /**
  * Write length varint at placeholder position and shift content forward if needed.
  * Most messages are small (< 128 bytes), so we reserve 1 byte and only shift
  * when the length needs more bytes.
  */
  finishLengthDelimited(pos, length) {
    const v = length >>> 0;
    const varintSize = estimateVarintSize(v);
    if (varintSize > RESERVED_LENGTH_BYTES) {
      const additionalBytes = varintSize - RESERVED_LENGTH_BYTES;
      this._ensureCapacity(additionalBytes);
      this._buffer.copyWithin(pos + varintSize, pos + RESERVED_LENGTH_BYTES, this.pos);
      this.pos += additionalBytes;
    }
    let writePos = pos;
    if (v < 128) this._buffer[writePos] = v;
    else if (v < 16384) {
      this._buffer[writePos++] = v & 127 | 128;
      this._buffer[writePos] = v >>> 7;
    } else if (v < 2097152) {
      this._buffer[writePos++] = v & 127 | 128;
      this._buffer[writePos++] = v >>> 7 & 127 | 128;
      this._buffer[writePos] = v >>> 14;
    } else if (v < 268435456) {
      this._buffer[writePos++] = v & 127 | 128;
      this._buffer[writePos++] = v >>> 7 & 127 | 128;
      this._buffer[writePos++] = v >>> 14 & 127 | 128;
      this._buffer[writePos] = v >>> 21;
    } else {
      this._buffer[writePos++] = v & 127 | 128;
      this._buffer[writePos++] = v >>> 7 & 127 | 128;
      this._buffer[writePos++] = v >>> 14 & 127 | 128;
      this._buffer[writePos++] = v >>> 21 & 127 | 128;
      this._buffer[writePos] = v >>> 28;
    }
  }
  /**
  * Write a sint32 value using zigzag encoding
  */
  writeSint32(value) {
    this.writeVarint((value << 1 ^ value >> 31) >>> 0);
  }
  /**
  * Write a signed 64-bit fixed integer (sfixed64) from a JS number.
  * Handles negative values via two's complement.
  */
  writeSfixed64(value) {
    let low;
    let high;
    if (value >= 0) {
      low = value >>> 0;
      high = value / 4294967296 >>> 0;
    } else {
      const abs = Math.abs(value);
      low = abs >>> 0;
      high = abs / 4294967296 >>> 0;
      low = ~low >>> 0;
      high = ~high >>> 0;
      low = low + 1 >>> 0;
      if (low === 0) high = high + 1 >>> 0;
    }
    this.writeFixed64(low, high);
  }
  /**
  * Write a varint (variable-length integer)
  */
  writeVarint(value) {
    this._ensureCapacity(estimateVarintSize(value));
    if (value >= 0 && value <= 4294967295) {
      let v = value >>> 0;
      while (v > 127) {
        this._buffer[this.pos++] = v & 127 | 128;
        v >>>= 7;
      }
      this._buffer[this.pos++] = v;
    } else {
      let low;
      let high;
      if (value >= 0) {
        low = value >>> 0;
        high = value / 4294967296 >>> 0;
      } else {
        const abs = Math.abs(value);
        low = abs >>> 0;
        high = abs / 4294967296 >>> 0;
        low = ~low >>> 0;
        high = ~high >>> 0;
        low = low + 1 >>> 0;
        if (low === 0) high = high + 1 >>> 0;
      }
      while (high > 0 || low > 127) {
        this._buffer[this.pos++] = low & 127 | 128;
        low = (low >>> 7 | high << 25) >>> 0;
        high >>>= 7;
      }
      this._buffer[this.pos++] = low & 127;
    }
  }
  /**
  * Write a 32-bit fixed integer (little-endian)
  */
  writeFixed32(value) {
    this._ensureCapacity(4);
    const v = value >>> 0;
    this._buffer[this.pos++] = v & 255;
    this._buffer[this.pos++] = v >>> 8 & 255;
    this._buffer[this.pos++] = v >>> 16 & 255;
    this._buffer[this.pos++] = v >>> 24 & 255;
  }
  /**
  * Write a 64-bit fixed integer (little-endian)
  * @param low - Low 32 bits
  * @param high - High 32 bits
  */
  writeFixed64(low, high) {
    this._ensureCapacity(8);
    const l = low >>> 0;
    const h = high >>> 0;
    this._buffer[this.pos++] = l & 255;
    this._buffer[this.pos++] = l >>> 8 & 255;
    this._buffer[this.pos++] = l >>> 16 & 255;
    this._buffer[this.pos++] = l >>> 24 & 255;
    this._buffer[this.pos++] = h & 255;
    this._buffer[this.pos++] = h >>> 8 & 255;
    this._buffer[this.pos++] = h >>> 16 & 255;
    this._buffer[this.pos++] = h >>> 24 & 255;
  }
  /**
  * Write length-delimited data (varint length + bytes)
  */
  writeBytes(bytes) {
    this.writeVarint(bytes.length);
    this._ensureCapacity(bytes.length);
    this._buffer.set(bytes, this.pos);
    this.pos += bytes.length;
  }
  /**
  * Write a field key (field number + wire type)
  */
  writeTag(fieldNumber, wireType) {
    this.writeVarint(fieldNumber << 3 | wireType);
  }
  /**
  * Write a double (64-bit IEEE 754)
  */
  writeDouble(value) {
    this._ensureCapacity(8);
    this._dataView.setFloat64(this.pos, value, true);
    this.pos += 8;
  }
  /**
  * Write a string as UTF-8 bytes (length-delimited)
  */
  writeString(str) {
    let isAscii = true;
    const len = str.length;
    for (let i = 0; i < len; i++) if (str.charCodeAt(i) > 127) {
      isAscii = false;
      break;
    }
    if (isAscii) {
      this.writeVarint(len);
      this._ensureCapacity(len);
      for (let i = 0; i < len; i++) this._buffer[this.pos++] = str.charCodeAt(i);
    } else {
      const bytes = this._textEncoder.encode(str);
      this.writeBytes(bytes);
    }
  }
};

// node_modules/@opentelemetry/otlp-transformer/dist/common/hex-to-binary.mjs
function intValue(charCode) {
  if (charCode >= 48 && charCode <= 57) return charCode - 48;
  if (charCode >= 97 && charCode <= 102) return charCode - 87;
  return charCode - 55;
}
function hexToBinary(hexStr) {
  const buf = new Uint8Array(hexStr.length / 2);
  let offset = 0;
  for (let i = 0; i < hexStr.length; i += 2) {
    const hi = intValue(hexStr.charCodeAt(i));
    const lo = intValue(hexStr.charCodeAt(i + 1));
    buf[offset++] = hi << 4 | lo;
  }
  return buf;
}

// node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/common-serializer.mjs
function writeHrTimeAsFixed64(serializer, hrTime2) {
  const seconds = hrTime2[0];
  const nanos = hrTime2[1];
  const nanosPerSecond = 1e9;
  const secondsLower16Bits = seconds & 65535;
  const secondsUpperBits = seconds / 65536 >>> 0;
  const nanosFromLower16Bits = secondsLower16Bits * nanosPerSecond;
  const nanosFromUpperBits = secondsUpperBits * nanosPerSecond;
  const lower16ContributionLow32 = nanosFromLower16Bits >>> 0;
  const lower16ContributionHigh32 = Math.floor(nanosFromLower16Bits / 4294967296);
  const upperBitsContributionLow32 = (nanosFromUpperBits & 65535) * 65536 >>> 0;
  const upperBitsContributionHigh32 = nanosFromUpperBits / 65536 >>> 0;
  const low32WithCarry = lower16ContributionLow32 + upperBitsContributionLow32 + nanos;
  const totalLow = low32WithCarry >>> 0;
  const carry = Math.floor(low32WithCarry / 4294967296);
  const totalHigh = lower16ContributionHigh32 + upperBitsContributionHigh32 + carry >>> 0;
  serializer.writeFixed64(totalLow, totalHigh);
}
function writeAttributes(writer, attributes, fieldNumber) {
  for (const key in attributes) {
    if (!Object.prototype.hasOwnProperty.call(attributes, key)) continue;
    const value = attributes[key];
    writer.writeTag(fieldNumber, 2);
    const kvStart = writer.startLengthDelimited();
    const startPos = writer.pos;
    writeKeyValue(writer, key, value);
    writer.finishLengthDelimited(kvStart, writer.pos - startPos);
  }
}
function writeKeyValue(writer, key, value) {
  writer.writeTag(1, 2);
  writer.writeString(key);
  writer.writeTag(2, 2);
  const valueStart = writer.startLengthDelimited();
  const startPos = writer.pos;
  writeAnyValue(writer, value);
  writer.finishLengthDelimited(valueStart, writer.pos - startPos);
}
var MIN_64_BIT_INT = -(2 ** 63);
var MAX_64_BIT_INT = 2 ** 63;
function writeAnyValue(writer, value) {
  const t = typeof value;
  if (t === "string") {
    writer.writeTag(1, 2);
    writer.writeString(value);
  } else if (t === "boolean") {
    writer.writeTag(2, 0);
    writer.writeVarint(value ? 1 : 0);
  } else if (t === "number") {
    const numValue = value;
    if (Number.isInteger(numValue) && numValue >= MIN_64_BIT_INT && numValue < MAX_64_BIT_INT) {
      writer.writeTag(3, 0);
      writer.writeVarint(numValue);
    } else {
      writer.writeTag(4, 1);
      writer.writeDouble(numValue);
    }
  } else if (value instanceof Uint8Array) {
    writer.writeTag(7, 2);
    writer.writeBytes(value);
  } else if (Array.isArray(value)) {
    writer.writeTag(5, 2);
    const arrayStart = writer.startLengthDelimited();
    const arrayStartPos = writer.pos;
    for (const item of value) {
      writer.writeTag(1, 2);
      const itemStart = writer.startLengthDelimited();
      const itemStartPos = writer.pos;
      writeAnyValue(writer, item);
      writer.finishLengthDelimited(itemStart, writer.pos - itemStartPos);
    }
    writer.finishLengthDelimited(arrayStart, writer.pos - arrayStartPos);
  } else if (t === "object" && value != null) {
    writer.writeTag(6, 2);
    const kvlistStart = writer.startLengthDelimited();
    const kvlistStartPos = writer.pos;
    const obj = value;
    for (const k in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, k)) continue;
      const v = obj[k];
      writer.writeTag(1, 2);
      const kvStart = writer.startLengthDelimited();
      const kvStartPos = writer.pos;
      writer.writeTag(1, 2);
      writer.writeString(k);
      writer.writeTag(2, 2);
      const valueStart = writer.startLengthDelimited();
      const valueStartPos = writer.pos;
      writeAnyValue(writer, v);
      writer.finishLengthDelimited(valueStart, writer.pos - valueStartPos);
      writer.finishLengthDelimited(kvStart, writer.pos - kvStartPos);
    }
    writer.finishLengthDelimited(kvlistStart, writer.pos - kvlistStartPos);
  }
}
function writeInstrumentationScope(writer, scope, fieldNumber) {
  writer.writeTag(fieldNumber, 2);
  const start = writer.startLengthDelimited();
  const startPos = writer.pos;
  writer.writeTag(1, 2);
  writer.writeString(scope.name);
  if (scope.version) {
    writer.writeTag(2, 2);
    writer.writeString(scope.version);
  }
  if (scope.attributes) writeAttributes(writer, scope.attributes, 3);
  if (scope.droppedAttributesCount) {
    writer.writeTag(4, 0);
    writer.writeVarint(scope.droppedAttributesCount);
  }
  writer.finishLengthDelimited(start, writer.pos - startPos);
}
function writeResource(writer, resource, fieldNumber) {
  writer.writeTag(fieldNumber, 2);
  const resourceStart = writer.startLengthDelimited();
  const resourceStartPos = writer.pos;
  if (resource.attributes) writeAttributes(writer, resource.attributes, 1);
  writer.writeTag(2, 0);
  writer.writeVarint(0);
  writer.finishLengthDelimited(resourceStart, writer.pos - resourceStartPos);
}

// node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-size-estimator.mjs
function utf8ByteLength(str) {
  const len = str.length;
  let byteLen = 0;
  for (let i = 0; i < len; i++) {
    const code = str.charCodeAt(i);
    if (code < 128) byteLen += 1;
    else if (code < 2048) byteLen += 2;
    else if (code < 55296 || code >= 57344) byteLen += 3;
    else {
      i++;
      byteLen += 4;
    }
  }
  return byteLen;
}
var ProtobufSizeEstimator = class {
  pos = 0;
  startLengthDelimited() {
    return this.pos;
  }
  finishLengthDelimited(_, length) {
    this.pos += estimateVarintSize(length);
  }
  writeVarint(value) {
    this.pos += estimateVarintSize(value);
  }
  writeSint32(value) {
    this.pos += estimateVarintSize((value << 1 ^ value >> 31) >>> 0);
  }
  writeSfixed64(_value) {
    this.pos += 8;
  }
  writeFixed32(_value) {
    this.pos += 4;
  }
  writeFixed64(_low, _high) {
    this.pos += 8;
  }
  writeBytes(bytes) {
    this.pos += estimateVarintSize(bytes.length);
    this.pos += bytes.length;
  }
  writeTag(fieldNumber, wireType) {
    this.writeVarint(fieldNumber << 3 | wireType);
  }
  writeDouble(_value) {
    this.pos += 8;
  }
  writeString(str) {
    const byteLen = utf8ByteLength(str);
    this.pos += estimateVarintSize(byteLen);
    this.pos += byteLen;
  }
};

// node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-reader.mjs
var ProtobufReader = class {
  pos = 0;
  _buf;
  _textDecoder;
  constructor(buf) {
    this._buf = buf;
    this._textDecoder = new TextDecoder();
  }
  isAtEnd() {
    return this.pos >= this._buf.length;
  }
  /** Read a varint and decode it as a tag, returning field number and wire type. */
  readTag() {
    const raw = this.readVarint();
    return {
      fieldNumber: raw >>> 3,
      wireType: raw & 7
    };
  }
  /**
  * Read a base-128 varint.
  * Returns a JS `number`; precision above 2^53 is silently lost.
  * Throws if the buffer is truncated mid-varint.
  */
  readVarint() {
    let result = 0;
    let shift = 0;
    let terminated = false;
    while (this.pos < this._buf.length) {
      const b = this._buf[this.pos++];
      result += (b & 127) * Math.pow(2, shift);
      shift += 7;
      if ((b & 128) === 0) {
        terminated = true;
        break;
      }
    }
    if (!terminated) throw new Error("Truncated buffer: unexpected end of data while reading varint");
    return result;
  }
  /** Read a length-delimited byte sequence (bytes field or embedded message). */
  readBytes() {
    const len = this.readVarint();
    if (this.pos + len > this._buf.length) throw new Error(`Truncated buffer: expected ${len} bytes at position ${this.pos}, but only ${this._buf.length - this.pos} available`);
    const slice = this._buf.subarray(this.pos, this.pos + len);
    this.pos += len;
    return slice;
  }
  /** Read a length-delimited UTF-8 string. */
  readString() {
    return this._textDecoder.decode(this.readBytes());
  }
  /**
  * Skip an unknown field.
  * Handles wire types 0 (varint), 1 (64-bit), 2 (length-delimited),
  * and 5 (32-bit).
  *
  * Wire types 3 and 4 (start-group / end-group) are deprecated in proto3
  * and are not used by any OpenTelemetry proto definition. Encountering
  * them is treated as an error.
  */
  skip(wireType) {
    switch (wireType) {
      case 0:
        this.readVarint();
        break;
      case 1:
        this.pos += 8;
        break;
      case 2:
        this.readBytes();
        break;
      case 5:
        this.pos += 4;
        break;
      default:
        throw new Error(`Unknown wire type ${wireType}, cannot safely skip`);
    }
  }
};

// node_modules/@opentelemetry/otlp-transformer/dist/trace/protobuf/trace-serializer.mjs
var SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK = 256;
var SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK = 512;
function buildSpanFlags(traceFlags, isRemote) {
  let flags = traceFlags & 255 | SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK;
  if (isRemote) flags |= SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK;
  return flags;
}
function serializeStatus(writer, status) {
  const statusStart = writer.startLengthDelimited();
  const statusStartPos = writer.pos;
  if (status.message) {
    writer.writeTag(2, 2);
    writer.writeString(status.message);
  }
  writer.writeTag(3, 0);
  writer.writeVarint(status.code);
  writer.finishLengthDelimited(statusStart, writer.pos - statusStartPos);
}
function serializeEvent(writer, event) {
  const eventStart = writer.startLengthDelimited();
  const eventStartPos = writer.pos;
  writer.writeTag(1, 1);
  writeHrTimeAsFixed64(writer, event.time);
  writer.writeTag(2, 2);
  writer.writeString(event.name);
  if (event.attributes) writeAttributes(writer, event.attributes, 3);
  writer.writeTag(4, 0);
  writer.writeVarint(event.droppedAttributesCount || 0);
  writer.finishLengthDelimited(eventStart, writer.pos - eventStartPos);
}
function serializeLink(writer, link) {
  const linkStart = writer.startLengthDelimited();
  const linkStartPos = writer.pos;
  const context = link.context;
  writer.writeTag(1, 2);
  writer.writeBytes(hexToBinary(context.traceId));
  writer.writeTag(2, 2);
  writer.writeBytes(hexToBinary(context.spanId));
  const linkTraceState = context.traceState?.serialize();
  if (linkTraceState) {
    writer.writeTag(3, 2);
    writer.writeString(linkTraceState);
  }
  if (link.attributes) writeAttributes(writer, link.attributes, 4);
  writer.writeTag(5, 0);
  writer.writeVarint(link.droppedAttributesCount || 0);
  const linkFlags = buildSpanFlags(context.traceFlags, context.isRemote);
  if (linkFlags) {
    writer.writeTag(6, 5);
    writer.writeFixed32(linkFlags);
  }
  writer.finishLengthDelimited(linkStart, writer.pos - linkStartPos);
}
function serializeSpan(writer, span) {
  const spanStart = writer.startLengthDelimited();
  const spanStartPos = writer.pos;
  const ctx = span.spanContext();
  writer.writeTag(1, 2);
  writer.writeBytes(hexToBinary(ctx.traceId));
  writer.writeTag(2, 2);
  writer.writeBytes(hexToBinary(ctx.spanId));
  const traceState = ctx.traceState?.serialize();
  if (traceState) {
    writer.writeTag(3, 2);
    writer.writeString(traceState);
  }
  if (span.parentSpanContext?.spanId) {
    writer.writeTag(4, 2);
    writer.writeBytes(hexToBinary(span.parentSpanContext.spanId));
  }
  writer.writeTag(5, 2);
  writer.writeString(span.name);
  const kind = span.kind == null ? 0 : span.kind + 1;
  if (kind !== 0) {
    writer.writeTag(6, 0);
    writer.writeVarint(kind);
  }
  writer.writeTag(7, 1);
  writeHrTimeAsFixed64(writer, span.startTime);
  writer.writeTag(8, 1);
  writeHrTimeAsFixed64(writer, span.endTime);
  if (span.attributes) writeAttributes(writer, span.attributes, 9);
  writer.writeTag(10, 0);
  writer.writeVarint(span.droppedAttributesCount);
  for (const event of span.events) {
    writer.writeTag(11, 2);
    serializeEvent(writer, event);
  }
  writer.writeTag(12, 0);
  writer.writeVarint(span.droppedEventsCount);
  for (const link of span.links) {
    writer.writeTag(13, 2);
    serializeLink(writer, link);
  }
  writer.writeTag(14, 0);
  writer.writeVarint(span.droppedLinksCount);
  writer.writeTag(15, 2);
  serializeStatus(writer, span.status);
  const flags = buildSpanFlags(ctx.traceFlags, span.parentSpanContext?.isRemote);
  if (flags) {
    writer.writeTag(16, 5);
    writer.writeFixed32(flags);
  }
  writer.finishLengthDelimited(spanStart, writer.pos - spanStartPos);
}
function serializeScopeSpans(writer, scope, spans) {
  const scopeSpansStart = writer.startLengthDelimited();
  const scopeSpansStartPos = writer.pos;
  writeInstrumentationScope(writer, scope, 1);
  for (const span of spans) {
    writer.writeTag(2, 2);
    serializeSpan(writer, span);
  }
  if (scope.schemaUrl) {
    writer.writeTag(3, 2);
    writer.writeString(scope.schemaUrl);
  }
  writer.finishLengthDelimited(scopeSpansStart, writer.pos - scopeSpansStartPos);
}
function serializeResourceSpans(writer, resource, scopeMap) {
  const resourceSpansStart = writer.startLengthDelimited();
  const resourceSpansStartPos = writer.pos;
  writeResource(writer, resource, 1);
  for (const scopeSpans of scopeMap.values()) {
    writer.writeTag(2, 2);
    const scope = scopeSpans[0].instrumentationScope;
    serializeScopeSpans(writer, scope, scopeSpans);
  }
  if (resource.schemaUrl) {
    writer.writeTag(3, 2);
    writer.writeString(resource.schemaUrl);
  }
  writer.finishLengthDelimited(resourceSpansStart, writer.pos - resourceSpansStartPos);
}
function createResourceMap(spans) {
  const resourceMap = /* @__PURE__ */ new Map();
  for (const span of spans) {
    const resource = span.resource;
    const scope = span.instrumentationScope;
    let scopeMap = resourceMap.get(resource);
    if (!scopeMap) {
      scopeMap = /* @__PURE__ */ new Map();
      resourceMap.set(resource, scopeMap);
    }
    let records = scopeMap.get(scope);
    if (!records) {
      records = [];
      scopeMap.set(scope, records);
    }
    records.push(span);
  }
  return resourceMap;
}
function serializeTraceExportRequest(spans) {
  const resourceMap = createResourceMap(spans);
  const estimator = new ProtobufSizeEstimator();
  for (const [resource, scopeMap] of resourceMap) {
    estimator.writeTag(1, 2);
    serializeResourceSpans(estimator, resource, scopeMap);
  }
  const writer = new ProtobufWriter(estimator.pos);
  for (const [resource, scopeMap] of resourceMap) {
    writer.writeTag(1, 2);
    serializeResourceSpans(writer, resource, scopeMap);
  }
  return writer.finish();
}

// node_modules/@opentelemetry/otlp-transformer/dist/trace/protobuf/response-deserializer.mjs
function deserializePartialSuccess(data) {
  const reader = new ProtobufReader(data);
  const result = {};
  while (!reader.isAtEnd()) {
    const { fieldNumber, wireType } = reader.readTag();
    switch (fieldNumber) {
      case 1:
        if (wireType === 0) result.rejectedSpans = reader.readVarint();
        else reader.skip(wireType);
        break;
      case 2:
        if (wireType === 2) result.errorMessage = reader.readString();
        else reader.skip(wireType);
        break;
      default:
        reader.skip(wireType);
    }
  }
  return result;
}
function deserializeExportTraceServiceResponse(data) {
  const reader = new ProtobufReader(data);
  const result = {};
  while (!reader.isAtEnd()) {
    const { fieldNumber, wireType } = reader.readTag();
    switch (fieldNumber) {
      case 1:
        if (wireType === 2) result.partialSuccess = deserializePartialSuccess(reader.readBytes());
        else reader.skip(wireType);
        break;
      default:
        reader.skip(wireType);
    }
  }
  return result;
}

// node_modules/@opentelemetry/otlp-transformer/dist/trace/protobuf/trace.mjs
var ProtobufTraceSerializer = {
  serializeRequest: (arg) => {
    return serializeTraceExportRequest(arg);
  },
  deserializeResponse: (arg) => {
    return deserializeExportTraceServiceResponse(arg);
  }
};

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/util.mjs
function validateAndNormalizeHeaders(partialHeaders) {
  const headers = {};
  Object.entries(partialHeaders ?? {}).forEach(([key, value]) => {
    if (typeof value !== "undefined") headers[key] = String(value);
    else diag.warn(`Header "${key}" has invalid value (${value}) and will be ignored`);
  });
  return headers;
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/otlp-http-configuration.mjs
function mergeHeaders(userProvidedHeaders, fallbackHeaders, defaultHeaders) {
  return async () => {
    const requiredHeaders = { ...await defaultHeaders() };
    const headers = {};
    if (fallbackHeaders != null) Object.assign(headers, await fallbackHeaders());
    if (userProvidedHeaders != null) Object.assign(headers, validateAndNormalizeHeaders(await userProvidedHeaders()));
    return Object.assign(headers, requiredHeaders);
  };
}
function validateUserProvidedUrl(url) {
  if (url == null) return;
  try {
    const base = globalThis.location?.href;
    return new URL(url, base).href;
  } catch {
    throw new Error(`Configuration: Could not parse user-provided export URL: '${url}'`);
  }
}
function mergeOtlpHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
  return {
    ...mergeOtlpSharedConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
    headers: mergeHeaders(userProvidedConfiguration.headers, fallbackConfiguration.headers, defaultConfiguration.headers),
    url: validateUserProvidedUrl(userProvidedConfiguration.url) ?? fallbackConfiguration.url ?? defaultConfiguration.url
  };
}
function getHttpConfigurationDefaults(requiredHeaders, signalResourcePath) {
  return {
    ...getSharedConfigurationDefaults(),
    headers: async () => requiredHeaders,
    url: "http://localhost:4318/" + signalResourcePath
  };
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/otlp-node-http-configuration.mjs
function httpAgentFactoryFromOptions(options) {
  return async (protocol) => {
    const isInsecure = protocol === "http:";
    const { Agent } = await (isInsecure ? import("http") : import("https"));
    if (isInsecure) {
      const { ca, cert, key, ...insecureOptions } = options;
      return new Agent(insecureOptions);
    }
    return new Agent(options);
  };
}
function mergeOtlpNodeHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
  return {
    ...mergeOtlpHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
    agentFactory: userProvidedConfiguration.agentFactory ?? fallbackConfiguration.agentFactory ?? defaultConfiguration.agentFactory,
    userAgent: userProvidedConfiguration.userAgent
  };
}
function getNodeHttpConfigurationDefaults(requiredHeaders, signalResourcePath) {
  return {
    ...getHttpConfigurationDefaults(requiredHeaders, signalResourcePath),
    agentFactory: httpAgentFactoryFromOptions({ keepAlive: true })
  };
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/is-export-retryable.mjs
function isExportHTTPErrorRetryable(statusCode) {
  return statusCode === 429 || statusCode === 502 || statusCode === 503 || statusCode === 504;
}
function parseRetryAfterToMills(retryAfter) {
  if (retryAfter == null) return;
  const seconds = Number.parseInt(retryAfter, 10);
  if (Number.isInteger(seconds)) return seconds > 0 ? seconds * 1e3 : -1;
  const delay = new Date(retryAfter).getTime() - Date.now();
  if (delay >= 0) return delay;
  return 0;
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/transport/http-transport-utils.mjs
var DEFAULT_USER_AGENT = `OTel-OTLP-Exporter-JavaScript/${VERSION}`;
var MAX_RESPONSE_BODY_SIZE = 4194304;
function sendWithHttp(request, url, headers, compression, userAgent, agent, data, timeoutMillis) {
  return new Promise((resolve2) => {
    const parsedUrl = new URL(url);
    if (userAgent) headers["User-Agent"] = `${userAgent} ${DEFAULT_USER_AGENT}`;
    else headers["User-Agent"] = DEFAULT_USER_AGENT;
    const req = request(parsedUrl, {
      method: "POST",
      headers,
      agent
    }, (res) => {
      const responseData = [];
      let responseSize = 0;
      res.on("data", (chunk) => {
        responseSize += chunk.length;
        if (responseSize > 4194304) {
          resolve2({
            status: "failure",
            error: /* @__PURE__ */ new Error(`OTLP export response body exceeded size limit of ${MAX_RESPONSE_BODY_SIZE} bytes`)
          });
          res.destroy();
          return;
        }
        responseData.push(chunk);
      });
      res.on("end", () => {
        if (res.statusCode && res.statusCode <= 299) resolve2({
          status: "success",
          data: Buffer.concat(responseData)
        });
        else if (res.statusCode && isExportHTTPErrorRetryable(res.statusCode)) resolve2({
          status: "retryable",
          retryInMillis: parseRetryAfterToMills(res.headers["retry-after"])
        });
        else resolve2({
          status: "failure",
          error: new OTLPExporterError(res.statusMessage, res.statusCode, Buffer.concat(responseData).toString())
        });
      });
      res.on("error", (error) => {
        if (res.statusCode && res.statusCode <= 299) resolve2({ status: "success" });
        else if (res.statusCode && isExportHTTPErrorRetryable(res.statusCode)) resolve2({
          status: "retryable",
          error,
          retryInMillis: parseRetryAfterToMills(res.headers["retry-after"])
        });
        else resolve2({
          status: "failure",
          error
        });
      });
    });
    req.setTimeout(timeoutMillis, () => {
      req.destroy();
      resolve2({
        status: "retryable",
        error: /* @__PURE__ */ new Error("Request timed out")
      });
    });
    req.on("error", (error) => {
      if (isHttpTransportNetworkErrorRetryable(error)) resolve2({
        status: "retryable",
        error
      });
      else resolve2({
        status: "failure",
        error
      });
    });
    compressAndSend(req, compression, data, (error) => {
      resolve2({
        status: "failure",
        error
      });
    });
  });
}
function compressAndSend(req, compression, data, onError) {
  let dataStream = readableFromUint8Array(data);
  if (compression === "gzip") {
    req.setHeader("Content-Encoding", "gzip");
    dataStream = dataStream.on("error", onError).pipe(createGzip()).on("error", onError);
  }
  dataStream.pipe(req).on("error", onError);
}
function readableFromUint8Array(buff) {
  const readable = new Readable();
  readable.push(buff);
  readable.push(null);
  return readable;
}
function isHttpTransportNetworkErrorRetryable(error) {
  const RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
    "ECONNRESET",
    "ECONNREFUSED",
    "EPIPE",
    "ETIMEDOUT",
    "EAI_AGAIN",
    "ENOTFOUND",
    "ENETUNREACH",
    "EHOSTUNREACH"
  ]);
  if ("code" in error && typeof error.code === "string") return RETRYABLE_NETWORK_ERROR_CODES.has(error.code);
  return false;
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/transport/http-exporter-transport.mjs
var HttpExporterTransport = class {
  _utils = null;
  _parameters;
  constructor(parameters) {
    this._parameters = parameters;
  }
  async send(data, timeoutMillis) {
    const { agent, request } = await this._loadUtils();
    const headers = await this._parameters.headers();
    return sendWithHttp(request, this._parameters.url, headers, this._parameters.compression, this._parameters.userAgent, agent, data, timeoutMillis);
  }
  shutdown() {
  }
  async _loadUtils() {
    let utils = this._utils;
    if (utils === null) {
      const protocol = new URL(this._parameters.url).protocol;
      const [agent, request] = await Promise.all([this._parameters.agentFactory(protocol), requestFunctionFactory(protocol)]);
      utils = this._utils = {
        agent,
        request
      };
    }
    return utils;
  }
};
async function requestFunctionFactory(protocol) {
  const { request } = await (protocol === "http:" ? import("http") : import("https"));
  return request;
}
function createHttpExporterTransport(parameters) {
  return new HttpExporterTransport(parameters);
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/retrying-transport.mjs
var MAX_ATTEMPTS = 5;
var INITIAL_BACKOFF = 1e3;
var MAX_BACKOFF = 5e3;
var BACKOFF_MULTIPLIER = 1.5;
var JITTER = 0.2;
function getJitter() {
  return Math.random() * (2 * JITTER) - JITTER;
}
var RetryingTransport = class {
  _transport;
  constructor(transport) {
    this._transport = transport;
  }
  retry(data, timeoutMillis, inMillis) {
    return new Promise((resolve2, reject) => {
      setTimeout(() => {
        this._transport.send(data, timeoutMillis).then(resolve2, reject);
      }, inMillis);
    });
  }
  async send(data, timeoutMillis) {
    let attempts = MAX_ATTEMPTS;
    let nextBackoff = INITIAL_BACKOFF;
    const deadline = Date.now() + timeoutMillis;
    let result = await this._transport.send(data, timeoutMillis);
    while (result.status === "retryable" && attempts > 0) {
      attempts--;
      const backoff = Math.max(Math.min(nextBackoff * (1 + getJitter()), MAX_BACKOFF), 0);
      nextBackoff = nextBackoff * BACKOFF_MULTIPLIER;
      const retryInMillis = result.retryInMillis ?? backoff;
      const remainingTimeoutMillis = deadline - Date.now();
      if (retryInMillis > remainingTimeoutMillis) {
        diag.info(`Export retry time ${Math.round(retryInMillis)}ms exceeds remaining timeout ${Math.round(remainingTimeoutMillis)}ms, not retrying further.`);
        return result;
      }
      diag.verbose(`Scheduling export retry in ${Math.round(retryInMillis)}ms`);
      result = await this.retry(data, remainingTimeoutMillis, retryInMillis);
    }
    if (result.status === "success") diag.verbose(`Export succeeded after ${MAX_ATTEMPTS - attempts} retry attempts.`);
    else if (result.status === "retryable") diag.info(`Export failed after maximum retry attempts (${MAX_ATTEMPTS}).`);
    else diag.info(`Export failed with non-retryable error: ${result.error}`);
    return result;
  }
  shutdown() {
    return this._transport.shutdown();
  }
};
function createRetryingTransport(options) {
  return new RetryingTransport(options.transport);
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/otlp-http-export-delegate.mjs
function createOtlpHttpExporterMetrics(metricsComponentType, exporterMetricsHelper, url, meterProvider) {
  return new ExporterMetrics({
    componentType: metricsComponentType,
    metricsHelper: exporterMetricsHelper,
    url,
    meterProvider,
    responseAttributesFromError: (error) => {
      if (!error) return { [ATTR_HTTP_RESPONSE_STATUS_CODE]: 200 };
      if (!(error instanceof OTLPExporterError)) return {};
      return { [ATTR_HTTP_RESPONSE_STATUS_CODE]: error.code };
    }
  });
}
function createOtlpHttpExportDelegate(options, serializer, metricsComponentType, exporterMetricsHelper, meterProvider) {
  return createOtlpExportDelegate({
    transport: createRetryingTransport({ transport: createHttpExporterTransport(options) }),
    serializer,
    promiseHandler: createBoundedQueueExportPromiseHandler(options),
    metrics: createOtlpHttpExporterMetrics(metricsComponentType, exporterMetricsHelper, options.url, meterProvider)
  }, { timeout: options.timeoutMillis });
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/shared-env-configuration.mjs
function parseAndValidateTimeoutFromEnv(timeoutEnvVar) {
  const envTimeout = getNumberFromEnv(timeoutEnvVar);
  if (envTimeout != null) {
    if (Number.isFinite(envTimeout) && envTimeout > 0) return envTimeout;
    diag.warn(`Configuration: ${timeoutEnvVar} is invalid, expected number greater than 0 (actual: ${envTimeout})`);
  }
}
function getTimeoutFromEnv(signalIdentifier) {
  const specificTimeout = parseAndValidateTimeoutFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_TIMEOUT`);
  const nonSpecificTimeout = parseAndValidateTimeoutFromEnv("OTEL_EXPORTER_OTLP_TIMEOUT");
  return specificTimeout ?? nonSpecificTimeout;
}
function parseAndValidateCompressionFromEnv(compressionEnvVar) {
  const compression = getStringFromEnv(compressionEnvVar)?.trim();
  if (compression == null || compression === "none" || compression === "gzip") return compression;
  diag.warn(`Configuration: ${compressionEnvVar} is invalid, expected 'none' or 'gzip' (actual: '${compression}')`);
}
function getCompressionFromEnv(signalIdentifier) {
  const specificCompression = parseAndValidateCompressionFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_COMPRESSION`);
  const nonSpecificCompression = parseAndValidateCompressionFromEnv("OTEL_EXPORTER_OTLP_COMPRESSION");
  return specificCompression ?? nonSpecificCompression;
}
function getSharedConfigurationFromEnvironment(signalIdentifier) {
  return {
    timeoutMillis: getTimeoutFromEnv(signalIdentifier),
    compression: getCompressionFromEnv(signalIdentifier)
  };
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/otlp-node-http-env-configuration.mjs
function getStaticHeadersFromEnv(signalIdentifier) {
  const signalSpecificRawHeaders = getStringFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_HEADERS`);
  const nonSignalSpecificRawHeaders = getStringFromEnv("OTEL_EXPORTER_OTLP_HEADERS");
  const signalSpecificHeaders = parseKeyPairsIntoRecord(signalSpecificRawHeaders);
  const nonSignalSpecificHeaders = parseKeyPairsIntoRecord(nonSignalSpecificRawHeaders);
  if (Object.keys(signalSpecificHeaders).length === 0 && Object.keys(nonSignalSpecificHeaders).length === 0) return;
  return Object.assign({}, parseKeyPairsIntoRecord(nonSignalSpecificRawHeaders), parseKeyPairsIntoRecord(signalSpecificRawHeaders));
}
function appendRootPathToUrlIfNeeded(url) {
  try {
    return new URL(url).toString();
  } catch {
    diag.warn(`Configuration: Could not parse environment-provided export URL: '${url}', falling back to undefined`);
    return;
  }
}
function appendResourcePathToUrl(url, path) {
  try {
    new URL(url);
  } catch {
    diag.warn(`Configuration: Could not parse environment-provided export URL: '${url}', falling back to undefined`);
    return;
  }
  if (!url.endsWith("/")) url = url + "/";
  url += path;
  try {
    new URL(url);
  } catch {
    diag.warn(`Configuration: Provided URL appended with '${path}' is not a valid URL, using 'undefined' instead of '${url}'`);
    return;
  }
  return url;
}
function getNonSpecificUrlFromEnv(signalResourcePath) {
  const envUrl = getStringFromEnv("OTEL_EXPORTER_OTLP_ENDPOINT");
  if (envUrl === void 0) return;
  return appendResourcePathToUrl(envUrl, signalResourcePath);
}
function getSpecificUrlFromEnv(signalIdentifier) {
  const envUrl = getStringFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_ENDPOINT`);
  if (envUrl === void 0) return;
  return appendRootPathToUrlIfNeeded(envUrl);
}
function readFileFromEnv(signalSpecificEnvVar, nonSignalSpecificEnvVar, warningMessage) {
  const signalSpecificPath = getStringFromEnv(signalSpecificEnvVar);
  const nonSignalSpecificPath = getStringFromEnv(nonSignalSpecificEnvVar);
  const filePath = signalSpecificPath ?? nonSignalSpecificPath;
  if (filePath != null) try {
    return readFileSync(resolve(process.cwd(), filePath));
  } catch {
    diag.warn(warningMessage);
    return;
  }
  else return;
}
function getClientCertificateFromEnv(signalIdentifier) {
  return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CLIENT_CERTIFICATE`, "OTEL_EXPORTER_OTLP_CLIENT_CERTIFICATE", "Failed to read client certificate chain file");
}
function getClientKeyFromEnv(signalIdentifier) {
  return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CLIENT_KEY`, "OTEL_EXPORTER_OTLP_CLIENT_KEY", "Failed to read client certificate private key file");
}
function getRootCertificateFromEnv(signalIdentifier) {
  return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CERTIFICATE`, "OTEL_EXPORTER_OTLP_CERTIFICATE", "Failed to read root certificate file");
}
function getNodeHttpConfigurationFromEnvironment(signalIdentifier, signalResourcePath) {
  return {
    ...getSharedConfigurationFromEnvironment(signalIdentifier),
    url: getSpecificUrlFromEnv(signalIdentifier) ?? getNonSpecificUrlFromEnv(signalResourcePath),
    headers: wrapStaticHeadersInFunction(getStaticHeadersFromEnv(signalIdentifier)),
    agentFactory: httpAgentFactoryFromOptions({
      keepAlive: true,
      ca: getRootCertificateFromEnv(signalIdentifier),
      cert: getClientCertificateFromEnv(signalIdentifier),
      key: getClientKeyFromEnv(signalIdentifier)
    })
  };
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/convert-legacy-http-options.mjs
function convertLegacyHeaders(config) {
  if (typeof config.headers === "function") return config.headers;
  return wrapStaticHeadersInFunction(config.headers);
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/convert-legacy-node-http-options.mjs
function convertLegacyAgentOptions(config) {
  if (typeof config.httpAgentOptions === "function") return config.httpAgentOptions;
  let legacy = config.httpAgentOptions;
  if (config.keepAlive != null) legacy = {
    keepAlive: config.keepAlive,
    ...legacy
  };
  if (legacy != null) return httpAgentFactoryFromOptions(legacy);
  else return;
}
function convertLegacyHttpOptions(config, signalIdentifier, signalResourcePath, requiredHeaders) {
  if (config.metadata) diag.warn("Metadata cannot be set when using http");
  return mergeOtlpNodeHttpConfigurationWithDefaults({
    url: config.url,
    headers: convertLegacyHeaders(config),
    concurrencyLimit: config.concurrencyLimit,
    timeoutMillis: config.timeoutMillis,
    compression: config.compression,
    agentFactory: convertLegacyAgentOptions(config),
    userAgent: config.userAgent
  }, getNodeHttpConfigurationFromEnvironment(signalIdentifier, signalResourcePath), getNodeHttpConfigurationDefaults(requiredHeaders, signalResourcePath));
}

// node_modules/@opentelemetry/exporter-trace-otlp-proto/dist/platform/node/OTLPTraceExporter.mjs
var OTLPTraceExporter = class extends OTLPExporterBase {
  constructor(config = {}) {
    super(createOtlpHttpExportDelegate(convertLegacyHttpOptions(config, "TRACES", "v1/traces", { "Content-Type": "application/x-protobuf" }), ProtobufTraceSerializer, OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER, TraceExporterMetricsHelper, config.selfObsMeterProvider));
  }
};
export {
  OTLPTraceExporter
};
