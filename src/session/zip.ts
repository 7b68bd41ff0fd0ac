/**
 * Reads one file out of an artifact's zip (a leg's record for the board, a sealed session store for
 * `narrator pull`) within a budget: the zip's own numbers (entry count,
 * sizes) are the uploader's words, so they are only used to find the entries, never trusted for
 * how much to read. Every entry is counted against the file budget, and the bytes a deflated entry
 * expands to are counted as they come out of the inflater; past the budget it stops, so a zip bomb
 * costs at most the budget in memory and nothing on disk.
 */
import { createInflateRaw } from 'node:zlib';

export interface ZipBudget {
  /** Most entries the archive may hold (directories count). */
  maxFiles: number;
  /** Most bytes the wanted file may expand to. */
  maxBytes: number;
}

export class ZipBudgetError extends Error {
  override name = 'ZipBudgetError';
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** What the archive says the entry expands to: used only to refuse early, never to size a read. */
  declaredSize: number;
  localOffset: number;
}

function entries(zip: Buffer, budget: ZipBudget): Entry[] {
  const { maxFiles } = budget;
  // The end record is in the last 22 + 65,535 (comment) bytes.
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipBudgetError('not a zip archive (no end of central directory)');
  const total = zip.readUInt16LE(end + 10);
  if (total > maxFiles) {
    throw new ZipBudgetError(`it holds ${total} files; a leg record's artifact holds at most ${maxFiles}`);
  }
  const out: Entry[] = [];
  let at = zip.readUInt32LE(end + 16);
  // Walk the directory itself, not the count it claims: an archive that under-reports its
  // entries still has every one of them counted.
  while (at + 46 <= end && zip.readUInt32LE(at) === DIRECTORY_ENTRY) {
    if (out.length >= maxFiles) {
      throw new ZipBudgetError(`it holds more than ${maxFiles} files; a leg record's artifact holds fewer`);
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    out.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  // Files other than the one read are never expanded; one declared larger than the whole budget
  // still says the archive is not a leg record's.
  const declared = out.reduce((sum, e) => sum + e.declaredSize, 0);
  if (declared > budget.maxBytes) {
    throw new ZipBudgetError(`it says it expands to ${declared} bytes, past ${budget.maxBytes}; refused`);
  }
  return out;
}

async function inflateWithin(data: Buffer, maxBytes: number): Promise<Buffer> {
  const inflater = createInflateRaw();
  const chunks: Buffer[] = [];
  let size = 0;
  const done = new Promise<Buffer>((resolve, reject) => {
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        inflater.destroy();
        reject(new ZipBudgetError(`it expands past ${maxBytes} bytes; refused without reading further`));
        return;
      }
      chunks.push(chunk);
    });
    inflater.on('end', () => resolve(Buffer.concat(chunks)));
    inflater.on('error', (error) => reject(new ZipBudgetError(`its data is corrupt (${error.message})`)));
  });
  inflater.end(data);
  return done;
}

/**
 * The contents of `name` in `zip`, or null when the archive has no such file. Throws a
 * ZipBudgetError (its message says why, to be prefixed with the artifact's name) when the archive
 * holds more files than the budget, when the file expands past it, or when it is not a zip.
 */
export async function readZipEntry(zip: Buffer, name: string, budget: ZipBudget): Promise<Buffer | null> {
  const all = entries(zip, budget);
  const matches = all.filter((e) => e.name === name);
  if (matches.length > 1) throw new ZipBudgetError(`it holds ${name} ${matches.length} times`);
  const entry = matches[0];
  if (!entry) return null;
  if (entry.flags & 0x1) throw new ZipBudgetError(`${name} is encrypted`);
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) {
    throw new ZipBudgetError(`${name}: its local header is missing`);
  }
  const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(dataAt, Math.min(zip.length, dataAt + entry.compressedSize));
  if (entry.method === 0) {
    if (data.length > budget.maxBytes) {
      throw new ZipBudgetError(`it expands past ${budget.maxBytes} bytes; refused without reading further`);
    }
    return Buffer.from(data);
  }
  if (entry.method !== 8) throw new ZipBudgetError(`${name}: compression method ${entry.method} is not read`);
  return inflateWithin(data, budget.maxBytes);
}
