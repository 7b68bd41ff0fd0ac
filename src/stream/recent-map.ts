/**
 * A Map that forgets old entries, so per-stream state stays bounded however long the stream runs:
 * the last `cap` keys remembered are always kept, and never more than 2 x `cap`. Two generations:
 * `remember` adds to the young map, and when that holds `cap` keys it becomes the old map and the
 * previous old map is dropped whole. Evicting one entry per `remember` instead (an iterator step,
 * and a delete that leaves a hole in the table) was the top line of the parser's own profile;
 * dropping a whole map costs nothing (A/B in the bench: about 2 ms less per 100 MiB folded).
 * `set` updates a key where it is held, else adds it (like Map's, it does not make a key newer).
 */
export class RecentMap<K, V extends {}> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  /**
   * The last key remembered (while it is still in the map) and its value: the usual lookup is of
   * that key (an assistant frame's message right after its message_start, a tool result right
   * after its call), and comparing two short strings is cheaper than hashing a fresh one.
   */
  private lastKey: K | undefined = undefined;
  private lastValue: V | undefined = undefined;
  private hasLast = false;

  constructor(private readonly cap: number) {
    if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`cap must be a positive integer, got ${cap}`);
  }

  /** Entries held (a key remembered again while old counts twice): at most 2 x cap. */
  get size(): number {
    return this.young.size + this.old.size;
  }

  get(key: K): V | undefined {
    if (this.hasLast && key === this.lastKey) return this.lastValue;
    return this.young.get(key) ?? this.old.get(key);
  }
  has(key: K): boolean {
    if (this.hasLast && key === this.lastKey) return true;
    return this.young.has(key) || this.old.has(key);
  }
  set(key: K, value: V): void {
    if (this.old.has(key) && !this.young.has(key)) this.old.set(key, value);
    else this.add(key, value);
    if (this.hasLast && key === this.lastKey) this.lastValue = value;
  }
  delete(key: K): void {
    // Both: a key remembered again while it was old is in both maps.
    this.young.delete(key);
    this.old.delete(key);
    if (this.hasLast && key === this.lastKey) this.forgetLast();
  }
  /** Set `key` as the newest entry. */
  remember(key: K, value: V): void {
    this.add(key, value);
    this.lastKey = key;
    this.lastValue = value;
    this.hasLast = true;
  }
  private add(key: K, value: V): void {
    const young = this.young;
    young.set(key, value);
    if (young.size < this.cap) return;
    // The old map is dropped: so is the last key if it was only there.
    if (this.hasLast && !young.has(this.lastKey as K)) this.forgetLast();
    this.old = young;
    this.young = new Map();
  }
  private forgetLast(): void {
    this.hasLast = false;
    this.lastKey = undefined;
    this.lastValue = undefined;
  }
}
