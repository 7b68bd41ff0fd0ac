/**
 * Hostile zips, made in the test (hand-written, never checked in): an archive whose one file
 * expands far past what its compressed size suggests (optionally lying about it in its headers),
 * and an archive of many files. Built with node:zlib, streamed, so making a 256 MiB bomb never
 * holds 256 MiB.
 */
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipFile {
  name: string;
  /** The file's bytes when expanded. */
  data?: Buffer;
  /** Expand to this many zero bytes instead (deflated as it is made). */
  zeros?: number;
  /** What the headers say it expands to, when it should lie; default the truth. */
  declaredSize?: number;
}

async function deflateZeros(count: number): Promise<{ bytes: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(1 << 20);
  let crc = 0;
  for (let left = count; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return { bytes: Buffer.concat(out), crc };
}

/** A zip of `files`, every entry deflated (method 8). */
export async function deflatedZip(files: readonly ZipFile[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    let bytes: Buffer;
    let crc: number;
    let size: number;
    if (file.zeros !== undefined) {
      ({ bytes, crc } = await deflateZeros(file.zeros));
      size = file.zeros;
    } else {
      const data = file.data ?? Buffer.alloc(0);
      const { deflateRawSync } = await import('node:zlib');
      bytes = deflateRawSync(data);
      crc = crc32(data);
      size = data.length;
    }
    const declared = file.declaredSize ?? size;
    const name = Buffer.from(file.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(declared >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, bytes);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(bytes.length, 20);
    entry.writeUInt32LE(declared >>> 0, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + bytes.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(files.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(files.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
