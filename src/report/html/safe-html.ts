/**
 * The HTML page's one escaping discipline. Markup is only ever built by the `html` tagged template:
 * its literal parts are ours, and every interpolated value is escaped unless it is already
 * SafeHtml (built the same way). A string from the stream can therefore never become markup: there
 * is no function that turns an arbitrary string into SafeHtml without escaping it, except `trusted`,
 * which takes only constants written in this folder (the stylesheet, the script, the page's frame).
 *
 * Escaping covers text and double-quoted attribute values alike (`& < > " '`), and the page never
 * builds an unquoted attribute, a URL from stream text, an event handler, or a <script>/<style>
 * whose body holds stream text.
 */

const SAFE = Symbol('safe-html');

export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
}

function safe(value: string): SafeHtml {
  return { [SAFE]: true, value };
}

export function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && (value as { [SAFE]?: unknown })[SAFE] === true;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a double-quoted attribute value. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'number') return escapeText(String(value));
  if (typeof value === 'string') return escapeText(value);
  if (isSafeHtml(value)) return value.value;
  return (value as readonly Interpolation[]).map(render).join('');
}

/** Markup from a template: literal parts as written, every value escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i] ?? null) + (strings[i + 1] ?? '');
  return safe(out);
}

/** Several pieces as one. */
export function join(parts: readonly SafeHtml[], separator = ''): SafeHtml {
  return safe(parts.map((p) => p.value).join(separator));
}

/**
 * The same markup as one flat string of its own. The template builds markup by concatenation, and
 * V8 keeps a concatenation as a tree of its pieces, which can also hold on to the whole texts the
 * pieces were cut from; an entry kept for the rest of a run costs many times its characters that
 * way (measured: 16 MiB of entries added ~190 MiB to the peak of a 1M-call run, ~100 MiB less as
 * flat copies). A copy through UTF-8 is a fresh flat string, and the pieces can go.
 */
export function flatten(markup: SafeHtml): SafeHtml {
  return safe(Buffer.from(markup.value, 'utf8').toString('utf8'));
}

/**
 * A constant of this folder taken as markup (the stylesheet and script bodies, whose hashes the
 * Content-Security-Policy names). Never call it with anything derived from the stream.
 */
export function trusted(constant: string): SafeHtml {
  return safe(constant);
}
