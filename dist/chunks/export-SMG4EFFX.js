const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ATTR_ERROR_TYPE,
  ATTR_EXCEPTION_MESSAGE,
  ATTR_EXCEPTION_STACKTRACE,
  ATTR_EXCEPTION_TYPE,
  ATTR_SERVICE_NAME,
  ATTR_TELEMETRY_SDK_LANGUAGE,
  ATTR_TELEMETRY_SDK_NAME,
  ATTR_TELEMETRY_SDK_VERSION,
  AddAttributeDecision,
  BindOnceFuture,
  ExportResultCode,
  SDK_INFO,
  addHrTimes,
  cleanAttributes,
  cleanSimpleAttributes,
  globalErrorHandler,
  hrTime,
  hrTimeDuration,
  isSimpleAttributeValue,
  isTimeInput,
  isTimeInputHrTime,
  isTracingSuppressed,
  maybeAddAttribute,
  millisToHrTime,
  suppressTracing
} from "./chunk-NJFWBCJ6.js";
import {
  MAX_EVENTS,
  countSpans
} from "./chunk-FPH675AP.js";
import {
  INVALID_SPAN_CONTEXT,
  SamplingDecision,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  context,
  createNoopMeter,
  diag,
  isSpanContextValid,
  trace
} from "./chunk-NLC24MXA.js";
import {
  displayEndpoint
} from "./chunk-2X5DX3ER.js";
import "./chunk-FDYNW5TW.js";
import "./chunk-QQA7BJVZ.js";
import "./chunk-VVJO45ST.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// node_modules/@opentelemetry/resources/dist/utils.mjs
var isPromiseLike = (val) => {
  return val !== null && typeof val === "object" && typeof val.then === "function";
};

// node_modules/@opentelemetry/resources/dist/detectors/platform/node/default-service-name.mjs
var serviceName;
function defaultServiceName() {
  if (serviceName === void 0) try {
    const argv0 = globalThis.process.argv0;
    serviceName = argv0 ? `unknown_service:${argv0}` : "unknown_service";
  } catch {
    serviceName = "unknown_service";
  }
  return serviceName;
}

// node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs
var ResourceImpl = class ResourceImpl2 {
  _rawAttributes;
  _asyncAttributesPending = false;
  _schemaUrl;
  _memoizedAttributes;
  static FromAttributeList(attributes, options) {
    const res = new ResourceImpl2({}, options);
    res._rawAttributes = guardedRawAttributes(attributes);
    res._asyncAttributesPending = attributes.filter(([_, val]) => isPromiseLike(val)).length > 0;
    return res;
  }
  constructor(resource, options) {
    const attributes = resource.attributes ?? {};
    this._rawAttributes = Object.entries(attributes).map(([k, v]) => {
      if (isPromiseLike(v)) this._asyncAttributesPending = true;
      return [k, v];
    });
    this._rawAttributes = guardedRawAttributes(this._rawAttributes);
    this._schemaUrl = validateSchemaUrl(options?.schemaUrl);
  }
  get asyncAttributesPending() {
    return this._asyncAttributesPending;
  }
  async waitForAsyncAttributes() {
    if (!this.asyncAttributesPending) return;
    for (let i = 0; i < this._rawAttributes.length; i++) {
      const [k, v] = this._rawAttributes[i];
      this._rawAttributes[i] = [k, isPromiseLike(v) ? await v : v];
    }
    this._asyncAttributesPending = false;
  }
  get attributes() {
    if (this.asyncAttributesPending) diag.error("Accessing resource attributes before async attributes settled");
    if (this._memoizedAttributes) return this._memoizedAttributes;
    const attrs = {};
    for (const [k, v] of this._rawAttributes) {
      if (isPromiseLike(v)) {
        diag.debug(`Unsettled resource attribute ${k} skipped`);
        continue;
      }
      if (Object.hasOwn(attrs, k)) {
      } else if (k.length === 0) diag.warn("dropping invalid resource attribute key: <empty string>");
      else if (!isSimpleAttributeValue(v)) diag.warn(`dropping invalid resource attribute value for key "${k}"`);
      else attrs[k] = v;
    }
    if (!this._asyncAttributesPending) this._memoizedAttributes = attrs;
    return attrs;
  }
  getRawAttributes() {
    return this._rawAttributes;
  }
  get schemaUrl() {
    return this._schemaUrl;
  }
  merge(resource) {
    if (resource == null) return this;
    const mergedSchemaUrl = mergeSchemaUrl(this, resource);
    const mergedOptions = mergedSchemaUrl ? { schemaUrl: mergedSchemaUrl } : void 0;
    return ResourceImpl2.FromAttributeList([...resource.getRawAttributes(), ...this.getRawAttributes()], mergedOptions);
  }
};
function resourceFromAttributes(attributes, options) {
  return ResourceImpl.FromAttributeList(Object.entries(attributes), options);
}
function defaultResource() {
  return resourceFromAttributes({
    [ATTR_SERVICE_NAME]: defaultServiceName(),
    [ATTR_TELEMETRY_SDK_LANGUAGE]: SDK_INFO[ATTR_TELEMETRY_SDK_LANGUAGE],
    [ATTR_TELEMETRY_SDK_NAME]: SDK_INFO[ATTR_TELEMETRY_SDK_NAME],
    [ATTR_TELEMETRY_SDK_VERSION]: SDK_INFO[ATTR_TELEMETRY_SDK_VERSION]
  });
}
function guardedRawAttributes(attributes) {
  return attributes.map(([k, v]) => {
    if (isPromiseLike(v)) return [k, v.then((val) => val, (err) => {
      diag.debug("promise rejection for resource attribute: %s - %s", k, err);
    })];
    return [k, v];
  });
}
function validateSchemaUrl(schemaUrl) {
  if (typeof schemaUrl === "string" || schemaUrl === void 0) return schemaUrl;
  diag.warn("Schema URL must be string or undefined, got %s. Schema URL will be ignored.", schemaUrl);
}
function mergeSchemaUrl(old, updating) {
  const oldSchemaUrl = old?.schemaUrl;
  const updatingSchemaUrl = updating?.schemaUrl;
  const isOldEmpty = oldSchemaUrl === void 0 || oldSchemaUrl === "";
  const isUpdatingEmpty = updatingSchemaUrl === void 0 || updatingSchemaUrl === "";
  if (isOldEmpty) return updatingSchemaUrl;
  if (isUpdatingEmpty) return oldSchemaUrl;
  if (oldSchemaUrl === updatingSchemaUrl) return oldSchemaUrl;
  diag.warn('Schema URL merge conflict: old resource has "%s", updating resource has "%s". Resulting resource will have undefined Schema URL.', oldSchemaUrl, updatingSchemaUrl);
}

// node_modules/@opentelemetry/sdk-trace/dist/sampler/AlwaysOffSampler.mjs
var AlwaysOffSampler = class {
  shouldSample() {
    return { decision: 0 };
  }
  toString() {
    return "AlwaysOffSampler";
  }
};

// node_modules/@opentelemetry/sdk-trace/dist/sampler/AlwaysOnSampler.mjs
var AlwaysOnSampler = class {
  shouldSample() {
    return { decision: 2 };
  }
  toString() {
    return "AlwaysOnSampler";
  }
};

// node_modules/@opentelemetry/sdk-trace/dist/sampler/ParentBasedSampler.mjs
var ParentBasedSampler = class {
  _root;
  _remoteParentSampled;
  _remoteParentNotSampled;
  _localParentSampled;
  _localParentNotSampled;
  constructor(config) {
    this._root = config.root;
    if (!this._root) {
      globalErrorHandler(/* @__PURE__ */ new Error("ParentBasedSampler must have a root sampler configured"));
      this._root = new AlwaysOnSampler();
    }
    this._remoteParentSampled = config.remoteParentSampled ?? new AlwaysOnSampler();
    this._remoteParentNotSampled = config.remoteParentNotSampled ?? new AlwaysOffSampler();
    this._localParentSampled = config.localParentSampled ?? new AlwaysOnSampler();
    this._localParentNotSampled = config.localParentNotSampled ?? new AlwaysOffSampler();
  }
  shouldSample(context2, traceId, spanName, spanKind, attributes, links) {
    const parentContext = trace.getSpanContext(context2);
    if (!parentContext || !isSpanContextValid(parentContext)) return this._root.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
    if (parentContext.isRemote) {
      if (parentContext.traceFlags & TraceFlags.SAMPLED) return this._remoteParentSampled.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
      return this._remoteParentNotSampled.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
    }
    if (parentContext.traceFlags & TraceFlags.SAMPLED) return this._localParentSampled.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
    return this._localParentNotSampled.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
  }
  toString() {
    return `ParentBased{root=${this._root.toString()}, remoteParentSampled=${this._remoteParentSampled.toString()}, remoteParentNotSampled=${this._remoteParentNotSampled.toString()}, localParentSampled=${this._localParentSampled.toString()}, localParentNotSampled=${this._localParentNotSampled.toString()}}`;
  }
};

// node_modules/@opentelemetry/sdk-trace/dist/inspect.mjs
var inspectCustom = /* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom");
function settledResourceAttributes(resource) {
  const attrs = {};
  for (const [k, v] of resource.getRawAttributes()) {
    if (typeof v?.then === "function") continue;
    if (v != null) attrs[k] ??= v;
  }
  return attrs;
}
function formatInspect(className, payload, depth, options, inspect) {
  if (typeof depth === "number" && depth < 0) {
    const tag = `[${className}]`;
    return options?.stylize ? options.stylize(tag, "special") : tag;
  }
  if (typeof inspect !== "function" || !options) return payload;
  return `${className} ${inspect(payload, {
    ...options,
    depth: options.depth == null ? options.depth : options.depth - 1
  })}`;
}

// node_modules/@opentelemetry/sdk-trace/dist/enums.mjs
var ExceptionEventName = "exception";

// node_modules/@opentelemetry/sdk-trace/dist/Span.mjs
var SpanImpl = class {
  _spanContext;
  kind;
  parentSpanContext;
  attributes;
  links = [];
  events = [];
  startTime;
  resource;
  instrumentationScope;
  _droppedAttributesCount = 0;
  _droppedEventsCount = 0;
  _droppedLinksCount = 0;
  _attributesCount = 0;
  name;
  status = { code: SpanStatusCode.UNSET };
  endTime = [0, 0];
  _ended = false;
  _duration = [-1, -1];
  _spanProcessor;
  _spanLimits;
  _recordEndMetrics;
  _performanceStartTime;
  _performanceOffset;
  _startTimeProvided;
  /**
  * Constructs a new SpanImpl instance.
  *
  * `opts.attributes` must already have been sanitized by caller.
  * `attributes` in `opts.links` must already have been sanitized by caller.
  * These are typically required anyway to pass sanitized details to a
  * *sampler* before span creation.
  */
  constructor(opts) {
    const now = Date.now();
    this._spanContext = opts.spanContext;
    this._performanceStartTime = performance.now();
    this._performanceOffset = now - (this._performanceStartTime + performance.timeOrigin);
    this._startTimeProvided = opts.startTime != null;
    this._spanLimits = opts.spanLimits;
    this._spanProcessor = opts.spanProcessor;
    this.name = opts.name;
    this.parentSpanContext = opts.parentSpanContext;
    this.kind = opts.kind;
    this.startTime = this._getTime(opts.startTime ?? now);
    this.resource = opts.resource;
    this.instrumentationScope = opts.scope;
    this._recordEndMetrics = opts.recordEndMetrics;
    if (opts.links) {
      const { linkCountLimit } = this._spanLimits;
      if (opts.links.length > linkCountLimit) {
        this.links = opts.links.slice(opts.links.length - linkCountLimit, opts.links.length);
        this._droppedLinksCount = opts.links.length - linkCountLimit;
      } else {
        this.links = opts.links;
        this._droppedLinksCount = 0;
      }
    }
    this.attributes = opts.attributes ?? {};
    this._attributesCount = Object.keys(this.attributes).length;
    this._droppedAttributesCount = opts.droppedAttributesCount ?? 0;
    this._spanProcessor.onStart(this, opts.context);
  }
  spanContext() {
    return this._spanContext;
  }
  setAttribute(key, value) {
    if (this._isSpanEnded()) return this;
    const decision = maybeAddAttribute({
      key,
      value,
      attributes: this.attributes,
      limits: this._spanLimits,
      currentAttributesCount: this._attributesCount
    });
    if (decision === AddAttributeDecision.DROP_LIMIT_REACHED) {
      this._droppedAttributesCount++;
      if (this._droppedAttributesCount === 1) diag.warn("Dropping extra attributes.");
    } else if (decision === AddAttributeDecision.ADD_NEW) this._attributesCount++;
    return this;
  }
  setAttributes(attributes) {
    for (const key in attributes) if (Object.prototype.hasOwnProperty.call(attributes, key)) this.setAttribute(key, attributes[key]);
    return this;
  }
  /**
  *
  * @param name Span event name
  * @param [attributesOrStartTime] Attributes or start time
  *     if type is {@type TimeInput} and 3rd param is undefined.
  *     Only "simple" value types are supported for span event attributes
  *     (string, number, boolean, homogeneous array of these primitive types).
  *     See OTEP 4485 and `cleanSimpleAttributes()` in `@opentelemetry/core`.
  * @param [timeStamp] Specified time stamp for the event
  */
  addEvent(name, attributesOrStartTime, timeStamp) {
    if (this._isSpanEnded()) return this;
    const { eventCountLimit } = this._spanLimits;
    if (eventCountLimit === 0) {
      diag.warn("No events allowed.");
      this._droppedEventsCount++;
      return this;
    }
    if (eventCountLimit !== void 0 && this.events.length >= eventCountLimit) {
      if (this._droppedEventsCount === 0) diag.debug("Dropping extra events.");
      this.events.shift();
      this._droppedEventsCount++;
    }
    if (isTimeInput(attributesOrStartTime)) {
      if (!isTimeInput(timeStamp)) timeStamp = attributesOrStartTime;
      attributesOrStartTime = void 0;
    }
    this.events.push({
      name,
      time: this._getTime(timeStamp),
      ...cleanSimpleAttributes(attributesOrStartTime, {
        attributeCountLimit: this._spanLimits.attributePerEventCountLimit,
        attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
      })
    });
    return this;
  }
  addLink(link) {
    if (this._isSpanEnded()) return this;
    const { linkCountLimit } = this._spanLimits;
    if (linkCountLimit === 0) {
      this._droppedLinksCount++;
      return this;
    }
    if (linkCountLimit !== void 0 && this.links.length >= linkCountLimit) {
      if (this._droppedLinksCount === 0) diag.debug("Dropping extra links.");
      this.links.shift();
      this._droppedLinksCount++;
    }
    this.links.push({
      context: link.context,
      ...cleanAttributes(link.attributes, {
        attributeCountLimit: this._spanLimits.attributePerLinkCountLimit,
        attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
      })
    });
    return this;
  }
  addLinks(links) {
    for (const link of links) this.addLink(link);
    return this;
  }
  setStatus(status) {
    if (this._isSpanEnded()) return this;
    if (status.code === SpanStatusCode.UNSET) return this;
    if (this.status.code === SpanStatusCode.OK) return this;
    const newStatus = { code: status.code };
    if (status.code === SpanStatusCode.ERROR) {
      if (typeof status.message === "string") newStatus.message = status.message;
      else if (status.message != null) diag.warn(`Dropping invalid status.message of type '${typeof status.message}', expected 'string'`);
    }
    this.status = newStatus;
    return this;
  }
  updateName(name) {
    if (this._isSpanEnded()) return this;
    this.name = name;
    return this;
  }
  end(endTime) {
    if (this._isSpanEnded()) {
      diag.error(`${this.name} ${this._spanContext.traceId}-${this._spanContext.spanId} - You can only call end() on a span once.`);
      return;
    }
    this.endTime = this._getTime(endTime);
    this._duration = hrTimeDuration(this.startTime, this.endTime);
    if (this._duration[0] < 0) {
      diag.warn("Inconsistent start and end time, startTime > endTime. Setting span duration to 0ms.", this.startTime, this.endTime);
      this.endTime = this.startTime.slice();
      this._duration = [0, 0];
    }
    if (this._droppedEventsCount > 0) diag.warn(`Dropped ${this._droppedEventsCount} events because eventCountLimit reached`);
    if (this._droppedLinksCount > 0) diag.warn(`Dropped ${this._droppedLinksCount} links because linkCountLimit reached`);
    if (this._spanProcessor.onEnding) this._spanProcessor.onEnding(this);
    this._recordEndMetrics?.();
    this._ended = true;
    this._spanProcessor.onEnd(this);
  }
  _getTime(inp) {
    if (typeof inp === "number" && inp <= performance.now()) return hrTime(inp + this._performanceOffset);
    if (typeof inp === "number") return millisToHrTime(inp);
    if (inp instanceof Date) return millisToHrTime(inp.getTime());
    if (isTimeInputHrTime(inp)) return inp;
    if (this._startTimeProvided) return millisToHrTime(Date.now());
    const msDuration = performance.now() - this._performanceStartTime;
    return addHrTimes(this.startTime, millisToHrTime(msDuration));
  }
  isRecording() {
    return this._ended === false;
  }
  recordException(exception, time) {
    const attributes = {};
    if (typeof exception === "string") attributes[ATTR_EXCEPTION_MESSAGE] = exception;
    else if (exception) {
      if (exception.code) attributes[ATTR_EXCEPTION_TYPE] = exception.code.toString();
      else if (exception.name) attributes[ATTR_EXCEPTION_TYPE] = exception.name;
      if (exception.message) attributes[ATTR_EXCEPTION_MESSAGE] = exception.message;
      if (exception.stack) attributes[ATTR_EXCEPTION_STACKTRACE] = exception.stack;
    }
    if (attributes[ATTR_EXCEPTION_TYPE] || attributes[ATTR_EXCEPTION_MESSAGE]) this.addEvent(ExceptionEventName, attributes, time);
    else diag.warn(`Failed to record an exception ${exception}`);
  }
  get duration() {
    return this._duration;
  }
  get ended() {
    return this._ended;
  }
  get droppedAttributesCount() {
    return this._droppedAttributesCount;
  }
  get droppedEventsCount() {
    return this._droppedEventsCount;
  }
  get droppedLinksCount() {
    return this._droppedLinksCount;
  }
  _isSpanEnded() {
    if (this._ended) {
      const error = /* @__PURE__ */ new Error(`Operation attempted on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`);
      diag.warn(`Cannot execute the operation on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`, error);
    }
    return this._ended;
  }
  [inspectCustom](depth, options, inspect) {
    const payload = {
      name: this.name,
      kind: this.kind,
      spanContext: this._spanContext,
      parentSpanContext: this.parentSpanContext,
      status: this.status,
      startTime: this.startTime,
      endTime: this.endTime,
      duration: this._duration,
      ended: this._ended,
      attributes: this.attributes,
      events: this.events,
      links: this.links,
      droppedAttributesCount: this._droppedAttributesCount,
      droppedEventsCount: this._droppedEventsCount,
      droppedLinksCount: this._droppedLinksCount,
      instrumentationScope: this.instrumentationScope,
      resource: { attributes: settledResourceAttributes(this.resource) }
    };
    return formatInspect("SpanImpl", payload, depth, options, inspect);
  }
};

// node_modules/@opentelemetry/sdk-trace/dist/semconv.mjs
var ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
var ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
var ATTR_OTEL_SPAN_PARENT_ORIGIN = "otel.span.parent.origin";
var ATTR_OTEL_SPAN_SAMPLING_RESULT = "otel.span.sampling_result";
var METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED = "otel.sdk.processor.span.processed";
var METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY = "otel.sdk.processor.span.queue.capacity";
var METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE = "otel.sdk.processor.span.queue.size";
var METRIC_OTEL_SDK_SPAN_LIVE = "otel.sdk.span.live";
var METRIC_OTEL_SDK_SPAN_STARTED = "otel.sdk.span.started";
var OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR = "batching_span_processor";

// node_modules/@opentelemetry/sdk-trace/dist/TracerMetrics.mjs
var TracerMetrics = class {
  startedSpans;
  liveSpans;
  constructor(meter) {
    this.startedSpans = meter.createCounter(METRIC_OTEL_SDK_SPAN_STARTED, {
      unit: "{span}",
      description: "The number of created spans."
    });
    this.liveSpans = meter.createUpDownCounter(METRIC_OTEL_SDK_SPAN_LIVE, {
      unit: "{span}",
      description: "The number of currently live spans."
    });
  }
  startSpan(parentSpanCtx, samplingDecision) {
    const samplingDecisionStr = samplingDecisionToString(samplingDecision);
    this.startedSpans.add(1, {
      [ATTR_OTEL_SPAN_PARENT_ORIGIN]: parentOrigin(parentSpanCtx),
      [ATTR_OTEL_SPAN_SAMPLING_RESULT]: samplingDecisionStr
    });
    if (samplingDecision === 0) return () => {
    };
    const liveSpanAttributes = { [ATTR_OTEL_SPAN_SAMPLING_RESULT]: samplingDecisionStr };
    this.liveSpans.add(1, liveSpanAttributes);
    return () => {
      this.liveSpans.add(-1, liveSpanAttributes);
    };
  }
};
function parentOrigin(parentSpanContext) {
  if (!parentSpanContext) return "none";
  if (parentSpanContext.isRemote) return "remote";
  return "local";
}
function samplingDecisionToString(decision) {
  switch (decision) {
    case 2:
      return "RECORD_AND_SAMPLE";
    case 1:
      return "RECORD_ONLY";
    case 0:
      return "DROP";
  }
}

// node_modules/@opentelemetry/sdk-trace/dist/version.mjs
var VERSION = "3.1.1";

// node_modules/@opentelemetry/sdk-trace/dist/Tracer.mjs
var NO_ATTR_LIMITS = {
  attributeCountLimit: Infinity,
  attributeValueLengthLimit: Infinity
};
var Tracer$1 = class {
  _sampler;
  _spanLimits;
  _idGenerator;
  instrumentationScope;
  _resource;
  _spanProcessor;
  _tracerMetrics;
  /**
  * Constructs a new Tracer instance.
  */
  constructor(instrumentationScope, options) {
    this.instrumentationScope = instrumentationScope;
    this._sampler = options.sampler;
    this._spanLimits = options.spanLimits;
    this._resource = options.resource;
    this._idGenerator = options.idGenerator;
    this._spanProcessor = options.spanProcessor;
    const meter = options.meterProvider.getMeter("@opentelemetry/sdk-trace", VERSION);
    this._tracerMetrics = new TracerMetrics(meter);
  }
  /**
  * Starts a new Span or returns the default NoopSpan based on the sampling
  * decision.
  */
  startSpan(name, options = {}, context2 = context.active()) {
    if (options.root) context2 = trace.deleteSpan(context2);
    const parentSpan = trace.getSpan(context2);
    if (isTracingSuppressed(context2)) {
      diag.debug("Instrumentation suppressed, returning Noop Span");
      return trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
    }
    const parentSpanContext = parentSpan?.spanContext();
    const spanId = this._idGenerator.generateSpanId();
    let validParentSpanContext;
    let traceId;
    let traceState;
    if (!parentSpanContext || !trace.isSpanContextValid(parentSpanContext)) traceId = this._idGenerator.generateTraceId();
    else {
      traceId = parentSpanContext.traceId;
      traceState = parentSpanContext.traceState;
      validParentSpanContext = parentSpanContext;
    }
    const spanKind = options.kind ?? SpanKind.INTERNAL;
    const links = (options.links ?? []).map((link) => {
      return {
        context: link.context,
        ...cleanAttributes(link.attributes, {
          attributeCountLimit: this._spanLimits.attributePerLinkCountLimit,
          attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
        })
      };
    });
    const attrsData1 = cleanAttributes(options.attributes, NO_ATTR_LIMITS);
    const attributes = attrsData1.attributes ?? {};
    const samplingResult = this._sampler.shouldSample(context2, traceId, name, spanKind, attributes, links);
    const recordEndMetrics = this._tracerMetrics.startSpan(parentSpanContext, samplingResult.decision);
    traceState = samplingResult.traceState ?? traceState;
    const traceFlags = samplingResult.decision === SamplingDecision.RECORD_AND_SAMPLED ? TraceFlags.SAMPLED : TraceFlags.NONE;
    const spanContext = {
      traceId,
      spanId,
      traceFlags,
      traceState
    };
    if (samplingResult.decision === SamplingDecision.NOT_RECORD) {
      diag.debug("Recording is off, propagating context in a non-recording span");
      return trace.wrapSpanContext(spanContext);
    }
    const attrsData2 = cleanAttributes(Object.assign(attributes, samplingResult.attributes), this._spanLimits);
    return new SpanImpl({
      resource: this._resource,
      scope: this.instrumentationScope,
      context: context2,
      spanContext,
      name,
      kind: spanKind,
      links,
      parentSpanContext: validParentSpanContext,
      attributes: attrsData2.attributes,
      droppedAttributesCount: (attrsData1.droppedAttributesCount ?? 0) + (attrsData2.droppedAttributesCount ?? 0),
      startTime: options.startTime,
      spanProcessor: this._spanProcessor,
      spanLimits: this._spanLimits,
      recordEndMetrics
    });
  }
  startActiveSpan(name, arg2, arg3, arg4) {
    let opts;
    let ctx;
    let fn;
    if (arguments.length < 2) return;
    else if (arguments.length === 2) fn = arg2;
    else if (arguments.length === 3) {
      opts = arg2;
      fn = arg3;
    } else {
      opts = arg2;
      ctx = arg3;
      fn = arg4;
    }
    const parentContext = ctx ?? context.active();
    const span = this.startSpan(name, opts, parentContext);
    const contextWithSpanSet = trace.setSpan(parentContext, span);
    return context.with(contextWithSpanSet, fn, void 0, span);
  }
  [inspectCustom](depth, options, inspect) {
    const payload = {
      instrumentationScope: this.instrumentationScope,
      resource: { attributes: settledResourceAttributes(this._resource) },
      spanLimits: this._spanLimits
    };
    return formatInspect("Tracer", payload, depth, options, inspect);
  }
};

// node_modules/@opentelemetry/sdk-trace/dist/MultiSpanProcessor.mjs
var MultiSpanProcessor = class {
  _spanProcessors;
  constructor(spanProcessors) {
    this._spanProcessors = spanProcessors;
  }
  forceFlush() {
    const promises = [];
    for (const spanProcessor of this._spanProcessors) promises.push(spanProcessor.forceFlush());
    return new Promise((resolve) => {
      Promise.all(promises).then(() => {
        resolve();
      }).catch((error) => {
        globalErrorHandler(error || /* @__PURE__ */ new Error("MultiSpanProcessor: forceFlush failed"));
        resolve();
      });
    });
  }
  onStart(span, context2) {
    for (const spanProcessor of this._spanProcessors) spanProcessor.onStart(span, context2);
  }
  onEnding(span) {
    for (const spanProcessor of this._spanProcessors) if (spanProcessor.onEnding) spanProcessor.onEnding(span);
  }
  onEnd(span) {
    for (const spanProcessor of this._spanProcessors) spanProcessor.onEnd(span);
  }
  shutdown() {
    const promises = [];
    for (const spanProcessor of this._spanProcessors) promises.push(spanProcessor.shutdown());
    return new Promise((resolve, reject) => {
      Promise.all(promises).then(() => {
        resolve();
      }, reject);
    });
  }
};

// node_modules/@opentelemetry/sdk-trace/dist/export/SpanProcessorMetrics.mjs
var componentCounter = /* @__PURE__ */ new Map();
var SpanProcessorMetrics = class {
  processedSpans;
  queueSize;
  queueSizeCallback;
  standardAttrs;
  droppedAttrs;
  constructor(componentType, meter, queueConfig) {
    const counter = componentCounter.get(componentType) ?? 0;
    componentCounter.set(componentType, counter + 1);
    this.standardAttrs = {
      [ATTR_OTEL_COMPONENT_TYPE]: componentType,
      [ATTR_OTEL_COMPONENT_NAME]: `${componentType}/${counter}`
    };
    this.droppedAttrs = {
      ...this.standardAttrs,
      [ATTR_ERROR_TYPE]: "queue_full"
    };
    this.processedSpans = meter.createCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED, {
      unit: "{span}",
      description: "The number of spans for which the processing has finished, either successful or failed."
    });
    if (queueConfig) {
      const { capacity, getQueueSize } = queueConfig;
      meter.createUpDownCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY, {
        unit: "{span}",
        description: "The maximum number of spans the queue of a given instance of an SDK span processor can hold."
      }).add(capacity, this.standardAttrs);
      this.queueSize = meter.createObservableUpDownCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE, {
        unit: "{span}",
        description: "The number of spans in the queue of a given instance of an SDK span processor."
      });
      this.queueSizeCallback = (result) => result.observe(getQueueSize(), this.standardAttrs);
      this.queueSize.addCallback(this.queueSizeCallback);
    }
  }
  dropSpans(count) {
    this.processedSpans.add(count, this.droppedAttrs);
  }
  finishSpans(count, error) {
    if (!error) {
      this.processedSpans.add(count, this.standardAttrs);
      return;
    }
    const attrs = {
      ...this.standardAttrs,
      [ATTR_ERROR_TYPE]: error.name
    };
    this.processedSpans.add(count, attrs);
  }
  shutdown() {
    if (this.queueSize && this.queueSizeCallback) this.queueSize.removeCallback(this.queueSizeCallback);
  }
};

// node_modules/@opentelemetry/sdk-trace/dist/export/BatchSpanProcessorBase.mjs
var BatchSpanProcessorBase = class {
  _maxExportBatchSize;
  _maxQueueSize;
  _scheduledDelayMillis;
  _exportTimeoutMillis;
  _exporter;
  _metrics;
  _isExporting = false;
  _finishedSpans = [];
  _timer;
  _shutdownOnce;
  _droppedSpansCount = 0;
  constructor(options) {
    this._exporter = options.exporter;
    this._maxExportBatchSize = options.maxExportBatchSize ?? 512;
    this._maxQueueSize = options.maxQueueSize ?? 2048;
    this._scheduledDelayMillis = options.scheduledDelayMillis ?? 5e3;
    this._exportTimeoutMillis = options.exportTimeoutMillis ?? 3e4;
    this._shutdownOnce = new BindOnceFuture(this._shutdown, this);
    if (this._maxExportBatchSize > this._maxQueueSize) {
      diag.warn("BatchSpanProcessor: maxExportBatchSize must be smaller or equal to maxQueueSize, setting maxExportBatchSize to match maxQueueSize");
      this._maxExportBatchSize = this._maxQueueSize;
    }
    const meter = options.selfObsMeterProvider ? options.selfObsMeterProvider.getMeter("@opentelemetry/sdk-trace") : createNoopMeter();
    this._metrics = new SpanProcessorMetrics(OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR, meter, {
      capacity: this._maxQueueSize,
      getQueueSize: () => this._finishedSpans.length
    });
  }
  forceFlush() {
    if (this._shutdownOnce.isCalled) return this._shutdownOnce.promise;
    return this._flushAll();
  }
  onStart(_span, _parentContext) {
  }
  onEnd(span) {
    if (this._shutdownOnce.isCalled) return;
    if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return;
    this._addToBuffer(span);
  }
  shutdown() {
    return this._shutdownOnce.call();
  }
  _shutdown() {
    return Promise.resolve().then(() => {
      return this.onShutdown();
    }).then(() => {
      return this._flushAll();
    }).then(() => {
      this._metrics.shutdown();
      return this._exporter.shutdown();
    });
  }
  /** Add a span in the buffer. */
  _addToBuffer(span) {
    if (this._finishedSpans.length >= this._maxQueueSize) {
      if (this._droppedSpansCount === 0) diag.debug("maxQueueSize reached, dropping spans");
      this._droppedSpansCount++;
      this._metrics.dropSpans(1);
      return;
    }
    if (this._droppedSpansCount > 0) {
      diag.warn(`Dropped ${this._droppedSpansCount} spans because maxQueueSize reached`);
      this._droppedSpansCount = 0;
    }
    this._finishedSpans.push(span);
    this._maybeStartTimer();
  }
  /**
  * Send all spans to the exporter respecting the batch size limit
  * This function is used only on forceFlush or shutdown,
  * for all other cases _flush should be used
  * */
  _flushAll() {
    return new Promise((resolve, reject) => {
      const promises = [];
      const count = Math.ceil(this._finishedSpans.length / this._maxExportBatchSize);
      for (let i = 0, j = count; i < j; i++) promises.push(this._flushOneBatch());
      Promise.all(promises).then(() => {
        resolve();
      }).catch(reject);
    });
  }
  _flushOneBatch() {
    this._clearTimer();
    if (this._finishedSpans.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(/* @__PURE__ */ new Error("Timeout"));
      }, this._exportTimeoutMillis);
      context.with(suppressTracing(context.active()), () => {
        let spans;
        if (this._finishedSpans.length <= this._maxExportBatchSize) {
          spans = this._finishedSpans;
          this._finishedSpans = [];
        } else spans = this._finishedSpans.splice(0, this._maxExportBatchSize);
        const doExport = () => this._exporter.export(spans, (result) => {
          clearTimeout(timer);
          this._metrics.finishSpans(spans.length, result.error);
          if (result.code === ExportResultCode.SUCCESS) resolve();
          else reject(result.error ?? /* @__PURE__ */ new Error("BatchSpanProcessor: span export failed"));
        });
        let pendingResources = null;
        for (let i = 0, len = spans.length; i < len; i++) {
          const resource = spans[i].resource;
          if (resource.asyncAttributesPending && resource.waitForAsyncAttributes) {
            pendingResources ??= /* @__PURE__ */ new Set();
            pendingResources.add(resource);
          }
        }
        if (pendingResources === null) doExport();
        else Promise.all(Array.from(pendingResources, (resource) => resource.waitForAsyncAttributes?.())).then(doExport, (err) => {
          globalErrorHandler(err);
          reject(err);
        });
      });
    });
  }
  _maybeStartTimer() {
    if (this._isExporting) return;
    const flush = () => {
      this._isExporting = true;
      this._flushOneBatch().finally(() => {
        this._isExporting = false;
        if (this._finishedSpans.length > 0) {
          this._clearTimer();
          this._maybeStartTimer();
        }
      }).catch((e) => {
        this._isExporting = false;
        globalErrorHandler(e);
      });
    };
    if (this._finishedSpans.length >= this._maxExportBatchSize) return flush();
    if (this._timer !== void 0) return;
    this._timer = setTimeout(() => flush(), this._scheduledDelayMillis);
    unrefTimer(this._timer);
  }
  _clearTimer() {
    if (this._timer !== void 0) {
      clearTimeout(this._timer);
      this._timer = void 0;
    }
  }
};
function unrefTimer(timer) {
  const handle = timer;
  if (typeof handle !== "number") handle.unref?.();
}

// node_modules/@opentelemetry/sdk-trace/dist/platform/node/export/BatchSpanProcessor.mjs
var BatchSpanProcessor = class extends BatchSpanProcessorBase {
  onShutdown() {
  }
};

// node_modules/@opentelemetry/sdk-trace/dist/platform/node/RandomIdGenerator.mjs
var SPAN_ID_BYTES = 8;
var TRACE_ID_BYTES = 16;
var RandomIdGenerator = class {
  /**
  * Returns a random 16-byte trace ID formatted/encoded as a 32 lowercase hex
  * characters corresponding to 128 bits.
  */
  generateTraceId() {
    return generateId(TRACE_ID_BYTES);
  }
  /**
  * Returns a random 8-byte span ID formatted/encoded as a 16 lowercase hex
  * characters corresponding to 64 bits.
  */
  generateSpanId() {
    return generateId(SPAN_ID_BYTES);
  }
};
var SHARED_BUFFER = Buffer.allocUnsafe(TRACE_ID_BYTES);
function generateId(bytes) {
  for (let i = 0; i < bytes / 4; i++) SHARED_BUFFER.writeUInt32BE(Math.random() * 2 ** 32 >>> 0, i * 4);
  for (let i = 0; i < bytes; i++) if (SHARED_BUFFER[i] > 0) break;
  else if (i === bytes - 1) SHARED_BUFFER[bytes - 1] = 1;
  return SHARED_BUFFER.toString("hex", 0, bytes);
}

// node_modules/@opentelemetry/sdk-trace/dist/TracerProvider.mjs
var TracerProvider$1 = class {
  _resource;
  _activeSpanProcessor;
  _tracerOptions;
  _tracers = /* @__PURE__ */ new Map();
  constructor(options = {}) {
    this._resource = options.resource ?? defaultResource();
    const spanProcessors = options.spanProcessors ?? [];
    this._activeSpanProcessor = new MultiSpanProcessor(spanProcessors);
    this._tracerOptions = {
      resource: this._resource,
      sampler: options.sampler ?? new ParentBasedSampler({ root: new AlwaysOnSampler() }),
      spanLimits: {
        attributeCountLimit: options.spanLimits?.attributeCountLimit ?? 128,
        attributeValueLengthLimit: options.spanLimits?.attributeValueLengthLimit ?? Infinity,
        eventCountLimit: options.spanLimits?.eventCountLimit ?? 128,
        linkCountLimit: options.spanLimits?.linkCountLimit ?? 128,
        attributePerEventCountLimit: options.spanLimits?.attributePerEventCountLimit ?? 128,
        attributePerLinkCountLimit: options.spanLimits?.attributePerLinkCountLimit ?? 128
      },
      idGenerator: options.idGenerator || new RandomIdGenerator(),
      spanProcessor: this._activeSpanProcessor,
      meterProvider: options.meterProvider ?? { getMeter() {
        return createNoopMeter();
      } }
    };
  }
  getTracer(name, version, options) {
    const key = `${name}@${version || ""}:${options?.schemaUrl || ""}`;
    if (!this._tracers.has(key)) this._tracers.set(key, new Tracer$1({
      name,
      version,
      schemaUrl: options?.schemaUrl
    }, this._tracerOptions));
    return this._tracers.get(key);
  }
  forceFlush(options) {
    const timeout = options?.timeoutMillis ?? 3e4;
    const promises = this._activeSpanProcessor["_spanProcessors"].map((spanProcessor) => {
      return new Promise((resolve) => {
        let state;
        const timeoutInterval = setTimeout(() => {
          resolve(/* @__PURE__ */ new Error(`Span processor did not completed within timeout period of ${timeout} ms`));
          state = 1;
        }, timeout);
        spanProcessor.forceFlush().then(() => {
          clearTimeout(timeoutInterval);
          if (state !== 1) {
            state = 0;
            resolve(state);
          }
        }).catch((error) => {
          clearTimeout(timeoutInterval);
          state = 2;
          resolve(error);
        });
      });
    });
    return new Promise((resolve, reject) => {
      Promise.all(promises).then((results) => {
        const errors = results.filter((result) => result !== 0);
        if (errors.length > 0) reject(errors);
        else resolve();
      }).catch((error) => reject([error]));
    });
  }
  shutdown() {
    return this._activeSpanProcessor.shutdown();
  }
  [inspectCustom](depth, options, inspect) {
    const processors = this._activeSpanProcessor["_spanProcessors"];
    const payload = {
      resource: { attributes: settledResourceAttributes(this._resource) },
      tracers: Array.from(this._tracers.keys()),
      spanProcessors: processors.map((p) => p.constructor?.name ?? "SpanProcessor")
    };
    return formatInspect("TracerProvider", payload, depth, options, inspect);
  }
};

// src/telemetry/export.ts
var EXPORT_DEADLINE_MS = 5e3;
var ReportingExporter = class {
  constructor(inner) {
    this.inner = inner;
  }
  inner;
  results = [];
  export(spans, done) {
    this.inner.export(spans, (result) => {
      this.results.push(result);
      done(result);
    });
  }
  shutdown() {
    return this.inner.shutdown();
  }
  forceFlush() {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
};
async function otlpExporter(target) {
  const config = { url: target.url, headers: target.headers, timeoutMillis: target.timeoutMs };
  if (target.protocol === "http/json") {
    const { OTLPTraceExporter: OTLPTraceExporter2 } = await import("./dist-2DD5GUXT.js");
    return new OTLPTraceExporter2(config);
  }
  const { OTLPTraceExporter } = await import("./dist-AUVTOBMF.js");
  return new OTLPTraceExporter(config);
}
function startSpans(tracer, spec, parent) {
  const ctx = parent === null ? context.active() : trace.setSpan(context.active(), parent);
  const span = tracer.startSpan(
    spec.name,
    {
      startTime: new Date(spec.start),
      attributes: spec.attributes,
      ...parent === null ? { root: true } : {}
    },
    ctx
  );
  for (const event of spec.events) span.addEvent(event.name, event.attributes, new Date(event.at));
  for (const child of spec.children) startSpans(tracer, child, span);
  if (spec.error !== null) span.setStatus({ code: 2, message: spec.error });
  span.end(new Date(spec.end));
}
function describe(result) {
  if (result === void 0) return `no answer within ${EXPORT_DEADLINE_MS / 1e3} s`;
  return errorText(result.error) || "the export failed";
}
function errorText(error) {
  if (error === null || error === void 0) return "";
  if (typeof error !== "object") return String(error);
  const e = error;
  const parts = [typeof e.message === "string" ? e.message : "", typeof e.code === "string" ? e.code : ""];
  if (Array.isArray(e.errors) && e.errors.length > 0) parts.push(errorText(e.errors[0]));
  const cause = errorText(e.cause);
  if (cause) parts.push(cause);
  return [...new Set(parts.filter((p) => p !== ""))].join(": ");
}
function serviceName2(env) {
  return env["OTEL_SERVICE_NAME"]?.trim() || "narrator";
}
async function exportTrace(root, target, o) {
  const began = performance.now();
  const spans = countSpans(root);
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => resolve("deadline"), EXPORT_DEADLINE_MS);
    timer.unref();
  });
  let exporter = null;
  let provider = null;
  try {
    exporter = new ReportingExporter(await otlpExporter(target));
    provider = new TracerProvider$1({
      resource: resourceFromAttributes({
        "service.name": o.serviceName,
        "service.version": o.serviceVersion
      }),
      // The trace is bounded by trace.ts; the SDK's own limits (128 events) must not cut it again.
      spanLimits: { eventCountLimit: MAX_EVENTS, attributeCountLimit: 256 },
      spanProcessors: [
        new BatchSpanProcessor({
          exporter,
          // One request for the whole trace, sent when we flush, not on a timer.
          maxQueueSize: spans + 1,
          maxExportBatchSize: spans + 1,
          scheduledDelayMillis: 6e4,
          exportTimeoutMillis: target.timeoutMs
        })
      ]
    });
    startSpans(provider.getTracer("narrator", o.serviceVersion ?? void 0), root, null);
    const flushed = await Promise.race([provider.forceFlush(), deadline]);
    const result = exporter.results.find((r) => r.code !== 0) ?? exporter.results[0];
    const ok = flushed !== "deadline" && result !== void 0 && result.code === 0;
    return {
      ok,
      spans,
      problem: ok ? null : describe(flushed === "deadline" ? void 0 : result),
      ms: performance.now() - began
    };
  } catch (error) {
    const failed = exporter?.results.find((r) => r.code !== 0);
    const problem = failed ? describe(failed) : errorText(error) || "the export failed";
    return { ok: false, spans, problem, ms: performance.now() - began };
  } finally {
    clearTimeout(timer);
    void provider?.shutdown().catch(() => {
    });
  }
}
function exportWarning(report, target) {
  return `OpenTelemetry: could not export the run's trace to the OTLP endpoint ${displayEndpoint(target.url)} (${target.protocol}): ${report.problem}; the run's result is unaffected`;
}
export {
  EXPORT_DEADLINE_MS,
  exportTrace,
  exportWarning,
  serviceName2 as serviceName
};
