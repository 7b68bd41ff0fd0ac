/**
 * A loopback OTLP/HTTP trace receiver for tests: accepts `POST …/v1/traces` in both protocols of
 * the OTLP/HTTP specification (application/x-protobuf and application/json), decodes each request
 * into one plain shape, and keeps the raw bytes (to look for secrets in what was sent).
 *
 * The protobuf decoder is hand-written (labelled so): a wire-format reader with the field numbers of
 * the official definitions, opentelemetry-proto's opentelemetry/proto/collector/trace/v1/
 * trace_service.proto, trace/v1/trace.proto and common/v1/common.proto. A package carrying
 * protobufjs-generated code of those definitions (older @opentelemetry/otlp-transformer) cannot be
 * installed beside this project's @opentelemetry/api (its peer range stops below 1.10).
 * `mode: 'hang'` accepts connections and never answers (a collector that hangs).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
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

// ---- protobuf wire format (hand-written reader) ----

class Reader {
  pos = 0;
  constructor(private readonly buf: Buffer) {}
  get done(): boolean {
    return this.pos >= this.buf.length;
  }
  varint(): bigint {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = this.buf[this.pos++];
      if (byte === undefined) throw new Error('protobuf: truncated varint');
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
    }
  }
  fixed64(): bigint {
    const v = this.buf.readBigUInt64LE(this.pos);
    this.pos += 8;
    return v;
  }
  double(): number {
    const v = this.buf.readDoubleLE(this.pos);
    this.pos += 8;
    return v;
  }
  bytes(): Buffer {
    const len = Number(this.varint());
    const v = this.buf.subarray(this.pos, this.pos + len);
    if (v.length !== len) throw new Error('protobuf: truncated field');
    this.pos += len;
    return v;
  }
  skip(wire: number): void {
    if (wire === 0) this.varint();
    else if (wire === 1) this.pos += 8;
    else if (wire === 2) this.bytes();
    else if (wire === 5) this.pos += 4;
    else throw new Error(`protobuf: unsupported wire type ${wire}`);
  }
  /** Each field of the message: its number, wire type, and this reader positioned at its value. */
  *fields(): Generator<[number, number]> {
    while (!this.done) {
      const tag = Number(this.varint());
      const before = this.pos;
      yield [tag >> 3, tag & 7];
      if (this.pos === before) this.skip(tag & 7); // the caller did not read it
    }
  }
}

function anyValue(buf: Buffer): AttrValue {
  const r = new Reader(buf);
  for (const [field, wire] of r.fields()) {
    if (field === 1) return r.bytes().toString('utf8');
    if (field === 2) return r.varint() !== 0n;
    if (field === 3) return Number(BigInt.asIntN(64, r.varint()));
    if (field === 4 && wire === 1) return r.double();
    if (field === 5) {
      const values: AttrValue[] = [];
      const a = new Reader(r.bytes());
      for (const [f] of a.fields()) if (f === 1) values.push(anyValue(a.bytes()));
      return values;
    }
  }
  return null;
}

function keyValue(buf: Buffer, into: Record<string, AttrValue>): void {
  const r = new Reader(buf);
  let key = '';
  let value: AttrValue = null;
  for (const [field] of r.fields()) {
    if (field === 1) key = r.bytes().toString('utf8');
    else if (field === 2) value = anyValue(r.bytes());
  }
  into[key] = value;
}

const nsToMs = (ns: bigint) => Number(ns / 1000n) / 1000;

function protoSpan(buf: Buffer): ReceivedSpan {
  const span: ReceivedSpan = {
    traceId: '',
    spanId: '',
    parentSpanId: '',
    name: '',
    startMs: 0,
    endMs: 0,
    attributes: {},
    status: { code: 0, message: '' },
    events: [],
  };
  const r = new Reader(buf);
  for (const [field] of r.fields()) {
    if (field === 1) span.traceId = r.bytes().toString('hex');
    else if (field === 2) span.spanId = r.bytes().toString('hex');
    else if (field === 4) span.parentSpanId = r.bytes().toString('hex');
    else if (field === 5) span.name = r.bytes().toString('utf8');
    else if (field === 7) span.startMs = nsToMs(r.fixed64());
    else if (field === 8) span.endMs = nsToMs(r.fixed64());
    else if (field === 9) keyValue(r.bytes(), span.attributes);
    else if (field === 11) {
      const event = { name: '', atMs: 0, attributes: {} as Record<string, AttrValue> };
      const e = new Reader(r.bytes());
      for (const [f] of e.fields()) {
        if (f === 1) event.atMs = nsToMs(e.fixed64());
        else if (f === 2) event.name = e.bytes().toString('utf8');
        else if (f === 3) keyValue(e.bytes(), event.attributes);
      }
      span.events.push(event);
    } else if (field === 15) {
      const s = new Reader(r.bytes());
      for (const [f] of s.fields()) {
        if (f === 2) span.status.message = s.bytes().toString('utf8');
        else if (f === 3) span.status.code = Number(s.varint());
      }
    }
  }
  return span;
}

function decodeProtobuf(body: Buffer): { resource: Record<string, AttrValue>; spans: ReceivedSpan[] } {
  const resource: Record<string, AttrValue> = {};
  const spans: ReceivedSpan[] = [];
  const request = new Reader(body);
  for (const [field] of request.fields()) {
    if (field !== 1) continue; // resource_spans
    const rs = new Reader(request.bytes());
    for (const [f] of rs.fields()) {
      if (f === 1) {
        const res = new Reader(rs.bytes());
        for (const [g] of res.fields()) if (g === 1) keyValue(res.bytes(), resource);
      } else if (f === 2) {
        const ss = new Reader(rs.bytes());
        for (const [g] of ss.fields()) if (g === 2) spans.push(protoSpan(ss.bytes()));
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

const jsonNs = (v: unknown) => nsToMs(BigInt(String(v ?? 0)));

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
