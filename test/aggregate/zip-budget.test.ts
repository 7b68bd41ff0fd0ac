/**
 * Reading a leg artifact's zip within a budget (src/aggregate/zip.ts): the archive is whatever a
 * process of a leg's job uploaded, so its headers are not believed about sizes or counts. Zip bombs
 * and file floods are made here (test/support/zip-bombs.ts), none checked in.
 */
import { describe, expect, it } from 'vitest';
import { readZipEntry } from '../../src/session/zip.js';
import { storedZip } from '../support/fake-artifact-service.js';
import { deflatedZip } from '../support/zip-bombs.js';

const BUDGET = { maxBytes: 256 * 1024, maxFiles: 8 };
const RECORD = Buffer.from(`${JSON.stringify({ narratorLeg: 1, note: 'x'.repeat(2_000) })}\n`);

describe('reading one file of a leg artifact within a budget', () => {
  it('reads the record, stored or deflated, and says when the file is not there', async () => {
    expect(
      await readZipEntry(storedZip({ 'narrator-leg.json': RECORD }), 'narrator-leg.json', BUDGET),
    ).toEqual(RECORD);
    const zip = await deflatedZip([{ name: 'narrator-leg.json', data: RECORD }]);
    expect(zip.length).toBeLessThan(RECORD.length);
    expect(await readZipEntry(zip, 'narrator-leg.json', BUDGET)).toEqual(RECORD);
    expect(await readZipEntry(zip, 'other.json', BUDGET)).toBeNull();
    await expect(readZipEntry(Buffer.from('not a zip at all, not even close'), 'x', BUDGET)).rejects.toThrow(
      /not a zip archive/,
    );
  });

  it('a zip bomb (64 MiB of zeros in ~64 KB) that says what it expands to is refused unread', async () => {
    const bomb = await deflatedZip([{ name: 'narrator-leg.json', zeros: 64 * 1024 * 1024 }]);
    expect(bomb.length).toBeLessThan(256 * 1024);
    await expect(readZipEntry(bomb, 'narrator-leg.json', BUDGET)).rejects.toThrow(
      /it says it expands to 67108864 bytes, past 262144; refused/,
    );
  });

  it('a zip bomb that lies about its size is stopped as it inflates, at the budget', async () => {
    const bomb = await deflatedZip([
      { name: 'narrator-leg.json', zeros: 64 * 1024 * 1024, declaredSize: 900 },
    ]);
    await expect(readZipEntry(bomb, 'narrator-leg.json', BUDGET)).rejects.toThrow(
      /it expands past 262144 bytes; refused without reading further/,
    );
  });

  it('a bomb beside the record is never inflated, and its declared size refuses the archive', async () => {
    const zip = await deflatedZip([
      { name: 'narrator-leg.json', data: RECORD },
      { name: 'padding.bin', zeros: 16 * 1024 * 1024 },
    ]);
    await expect(readZipEntry(zip, 'narrator-leg.json', BUDGET)).rejects.toThrow(/says it expands to/);
  });

  it('more files than the budget is refused, counted from the directory, not from its total', async () => {
    const flood = storedZip(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`f${i}`, ''])));
    await expect(readZipEntry(flood, 'narrator-leg.json', BUDGET)).rejects.toThrow(
      /it holds 2000 files; a leg record's artifact holds at most 8/,
    );
    // The end record claims one entry; the directory holds twenty.
    const lying = storedZip(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])));
    lying.writeUInt16LE(1, lying.length - 22 + 10);
    await expect(readZipEntry(lying, 'narrator-leg.json', BUDGET)).rejects.toThrow(/more than 8 files/);
  });

  it('the same name twice is refused: which one is the record would be a guess', async () => {
    const twice = await deflatedZip([
      { name: 'narrator-leg.json', data: RECORD },
      { name: 'narrator-leg.json', data: Buffer.from('{}') },
    ]);
    await expect(readZipEntry(twice, 'narrator-leg.json', BUDGET)).rejects.toThrow(/2 times/);
  });
});
