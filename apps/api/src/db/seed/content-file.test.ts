import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readContentList } from './content-file';
import { readSeedSoftware } from './software-tools';

const dir = mkdtempSync(join(tmpdir(), 'content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = z.strictObject({ name: z.string(), memberCount: z.number().int() });

describe('seeded lists kept as YAML', () => {
  it('reads every entry of a list that matches its schema', () => {
    writeFileSync(join(dir, 'good.yaml'), '- name: One\n  memberCount: 3\n- name: Two\n  memberCount: 0\n');
    expect(readContentList('good', entry, dir)).toEqual([
      { name: 'One', memberCount: 3 },
      { name: 'Two', memberCount: 0 },
    ]);
  });

  it('names the file, the entry and the field when an entry is wrong', () => {
    writeFileSync(join(dir, 'bad.yaml'), '- name: One\n  memberCount: 3\n- name: Two\n  memberCount: many\n');
    expect(() => readContentList('bad', entry, dir)).toThrow(/^bad\.yaml: entry 2 \(Two\): .*memberCount/s);
    writeFileSync(join(dir, 'extra.yaml'), '- name: One\n  memberCount: 3\n  colour: red\n');
    expect(() => readContentList('extra', entry, dir)).toThrow(/extra\.yaml: entry 1 \(One\): .*colour/s);
  });

  it('refuses a file that is not a list or not YAML', () => {
    writeFileSync(join(dir, 'map.yaml'), 'name: One\n');
    expect(() => readContentList('map', entry, dir)).toThrow('map.yaml: expected a list of entries');
    writeFileSync(join(dir, 'broken.yaml'), '- name: [One\n');
    expect(() => readContentList('broken', entry, dir)).toThrow(/^broken\.yaml: /);
  });

  it('reads the software directory with one entry per product', () => {
    const tools = readSeedSoftware();
    expect(tools.length).toBeGreaterThanOrEqual(50);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length);
    expect(tools.find((tool) => tool.name === 'Xero')).toMatchObject({
      category: 'Accounting & finance',
      pricingModel: 'free-trial',
      websiteUrl: 'https://www.xero.com/uk/',
    });
  });
});
