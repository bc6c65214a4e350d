// The AI builder's honest measure (`npm run bench:ai`) drives this api in-process through its endpoint
// definitions; nothing else runs it, so a change to the api it relies on would leave it broken unseen. This runs it
// on one labelled idea and reads its JSON report.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BENCH = new URL('../../../../../bench/ai-quality.mjs', import.meta.url).pathname;
let dir = '';

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('bench:ai', () => {
  it('builds a labelled idea through the api and scores every check', async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-ai-'));
    const report = join(dir, 'report.json');
    await run(process.execPath, [BENCH, '--only', 'leeds-desk-rental', '--json', report], { timeout: 120_000 });
    const { n, counts } = JSON.parse(await readFile(report, 'utf8')) as { n: number; counts: Record<string, number> };
    expect(n).toBe(1);
    // Every section answered and matched its schema; the other checks ran (their figures are the bench's to print).
    expect(counts.sections).toBe(1);
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['industry', 'buyer', 'places', 'fit', 'grammar']));
  }, 150_000);
});
