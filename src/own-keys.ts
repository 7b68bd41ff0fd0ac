/**
 * Lookups and writes keyed by text that comes from outside (a tool's name, an event's type, a key
 * of a tool's input, a matrix label). A plain object answers `table['constructor']` with
 * Object's constructor and takes `out['__proto__'] = v` as a new prototype, so such text goes
 * through these two helpers, never through `table[key]`.
 */

/** `table[key]` when the table itself holds that key; never a value inherited from Object. */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** `out[key] = value` as a plain property, even for a key named `__proto__`. */
export function setOwn<T>(out: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An object's own fields, or {} for anything else (parsed JSON of any shape, an event payload). */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
