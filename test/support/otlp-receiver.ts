/**
 * A loopback OTLP/HTTP trace receiver for tests: accepts `POST …/v1/traces` in both protocols of
 * the OTLP/HTTP specification (application/x-protobuf and application/json), decodes each request
 * into one plain shape, and keeps the raw bytes (to look for secrets in what was sent).
 *
 * Protobuf is decoded with code generated from the official definitions (opentelemetry-proto), JSON
 * as the OTLP/JSON encoding (hex ids, 64-bit integers as strings).
 * `mode: 'hang'` accepts connections and never answers (a collector that hangs).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

export type AttrValue = string | number | boolean | null | AttrValue[];

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  startMs: number;
  endMs: number;
  attributes: Record<string, AttrValue>;
  status: { code: number; message: string };
  events: Array<{ name: string; atMs: number; attributes: Record<string, AttrValue> }>;
}

export interface ReceivedRequest {
  path: string;
  contentType: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  resource: Record<string, AttrValue>;
  spans: ReceivedSpan[];
}

// ---- OTLP/protobuf, decoded with the official definitions ----

/**
 * protobufjs code generated from opentelemetry-proto (trace_service.proto, trace.proto,
 * common.proto, resource.proto), as @opentelemetry/otlp-transformer 0.208 ships it (a
 * devDependency under the alias otlp-proto-definitions: later versions serialize by hand).
 */
interface ProtoValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string;
  doubleValue?: number;
  arrayValue?: { values?: ProtoValue[] };
}
interface ProtoKeyValue {
  key: string;
  value?: ProtoValue;
}
interface ProtoSpan {
  traceId?: string;
  spanId?: string;
  parentSpanId?: string;
  name?: string;
  startTimeUnixNano?: string;
  endTimeUnixNano?: string;
  attributes?: ProtoKeyValue[];
  status?: { code?: number; message?: string };
  events?: Array<{ name?: string; timeUnixNano?: string; attributes?: ProtoKeyValue[] }>;
}
interface ProtoRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: ProtoKeyValue[] };
    scopeSpans?: Array<{ spans?: ProtoSpan[] }>;
  }>;
}
interface MessageType {
  decode(bytes: Uint8Array): unknown;
  toObject(message: unknown, options: Record<string, unknown>): ProtoRequest;
}
const root = createRequire(import.meta.url)('otlp-proto-definitions/build/src/generated/root.js') as {
  opentelemetry: { proto: { collector: { trace: { v1: { ExportTraceServiceRequest: MessageType } } } } };
};
const ExportTraceServiceRequest = root.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;

function protoValue(v: ProtoValue | undefined): AttrValue {
  if (v === undefined) return null;
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.arrayValue !== undefined) return (v.arrayValue.values ?? []).map(protoValue);
  return null;
}

function protoAttrs(list: ProtoKeyValue[] | undefined): Record<string, AttrValue> {
  const out: Record<string, AttrValue> = {};
  for (const kv of list ?? []) out[kv.key] = protoValue(kv.value);
  return out;
}

const nsToMs = (ns: unknown) => Number(BigInt(String(ns ?? 0)) / 1000n) / 1000;
const hex = (b64: string | undefined) => Buffer.from(b64 ?? '', 'base64').toString('hex');

function decodeProtobuf(body: Buffer): { resource: Record<string, AttrValue>; spans: ReceivedSpan[] } {
  const request = ExportTraceServiceRequest.toObject(ExportTraceServiceRequest.decode(body), {
    longs: String,
    bytes: String,
    enums: Number,
    defaults: false,
  });
  let resource: Record<string, AttrValue> = {};
  const spans: ReceivedSpan[] = [];
  for (const rs of request.resourceSpans ?? []) {
    resource = { ...resource, ...protoAttrs(rs.resource?.attributes) };
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        spans.push({
          traceId: hex(s.traceId),
          spanId: hex(s.spanId),
          parentSpanId: hex(s.parentSpanId),
          name: s.name ?? '',
          startMs: nsToMs(s.startTimeUnixNano),
          endMs: nsToMs(s.endTimeUnixNano),
          attributes: protoAttrs(s.attributes),
          status: { code: s.status?.code ?? 0, message: s.status?.message ?? '' },
          events: (s.events ?? []).map((e) => ({
            name: e.name ?? '',
            atMs: nsToMs(e.timeUnixNano),
            attributes: protoAttrs(e.attributes),
          })),
        });
      }
    }
  }
  return { resource, spans };
}

// ---- OTLP/JSON ----

interface JsonKeyValue {
  key: string;
  value: Record<string, unknown>;
}

function jsonValue(v: Record<string, unknown>): AttrValue {
  if ('stringValue' in v) return String(v['stringValue']);
  if ('boolValue' in v) return Boolean(v['boolValue']);
  if ('intValue' in v) return Number(v['intValue']);
  if ('doubleValue' in v) return Number(v['doubleValue']);
  if ('arrayValue' in v) {
    const values = (v['arrayValue'] as { values?: Record<string, unknown>[] }).values ?? [];
    return values.map(jsonValue);
  }
  return null;
}

function jsonAttrs(list: JsonKeyValue[] | undefined): Record<string, AttrValue> {
  const out: Record<string, AttrValue> = {};
  for (const kv of list ?? []) out[kv.key] = jsonValue(kv.value);
  return out;
}

const jsonNs = nsToMs;

function decodeJson(body: Buffer): { resource: Record<string, AttrValue>; spans: ReceivedSpan[] } {
  // biome-ignore lint/suspicious/noExplicitAny: the OTLP/JSON document, read field by field below
  const doc = JSON.parse(body.toString('utf8')) as any;
  let resource: Record<string, AttrValue> = {};
  const spans: ReceivedSpan[] = [];
  for (const rs of doc.resourceSpans ?? []) {
    resource = { ...resource, ...jsonAttrs(rs.resource?.attributes) };
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        spans.push({
          traceId: s.traceId ?? '',
          spanId: s.spanId ?? '',
          parentSpanId: s.parentSpanId ?? '',
          name: s.name,
          startMs: jsonNs(s.startTimeUnixNano),
          endMs: jsonNs(s.endTimeUnixNano),
          attributes: jsonAttrs(s.attributes),
          status: { code: s.status?.code ?? 0, message: s.status?.message ?? '' },
          events: (s.events ?? []).map(
            (e: { name: string; timeUnixNano: string; attributes?: JsonKeyValue[] }) => ({
              name: e.name,
              atMs: jsonNs(e.timeUnixNano),
              attributes: jsonAttrs(e.attributes),
            }),
          ),
        });
      }
    }
  }
  return { resource, spans };
}

export interface OtlpReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Connections opened (a hanging receiver never answers them). */
  connections: number;
  close(): Promise<void>;
}

export async function startOtlpReceiver(options: { mode?: 'answer' | 'hang' } = {}): Promise<OtlpReceiver> {
  const requests: ReceivedRequest[] = [];
  const state = { connections: 0 };
  const server: Server = createServer((req, res) => {
    if (options.mode === 'hang') return; // never answers
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const contentType = String(req.headers['content-type'] ?? '');
      try {
        const decoded = contentType.includes('json') ? decodeJson(body) : decodeProtobuf(body);
        requests.push({ path: req.url ?? '', contentType, headers: req.headers, body, ...decoded });
        // An empty ExportTraceServiceResponse: `{}` in JSON, zero bytes in protobuf.
        res.writeHead(200, {
          'content-type': contentType.includes('json') ? 'application/json' : 'application/x-protobuf',
        });
        res.end(contentType.includes('json') ? '{}' : '');
      } catch (error) {
        res.writeHead(400).end((error as Error).message);
      }
    });
  });
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The spans of all requests, with each span's children, from the root down. */
export function spanTree(spans: readonly ReceivedSpan[]): {
  root: ReceivedSpan;
  children: (s: ReceivedSpan) => ReceivedSpan[];
} {
  const roots = spans.filter((s) => s.parentSpanId === '');
  if (roots.length !== 1) throw new Error(`expected one root span, got ${roots.length}`);
  return {
    root: roots[0] as ReceivedSpan,
    children: (parent) => spans.filter((s) => s.parentSpanId === parent.spanId),
  };
}
