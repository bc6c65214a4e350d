import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CONTENT_DIR } from '../../lib/paths';

/**
 * Reads one seeded list kept as YAML in `apps/api/content/<name>.yaml` and checks every entry against `entry`.
 * The error names the file, the entry (by position and name) and what is wrong with it.
 */
export function readContentList<T extends z.ZodType>(name: string, entry: T, dir: string = CONTENT_DIR): z.infer<T>[] {
  const file = `${name}.yaml`;
  let data: unknown;
  try {
    data = parseYaml(readFileSync(join(dir, file), 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list of entries`);
  return data.map((item: unknown, index) => {
    const parsed = entry.safeParse(item);
    if (parsed.success) return parsed.data;
    const label = item && typeof item === 'object' && 'name' in item ? ` (${String(item.name)})` : '';
    throw new Error(`${file}: entry ${index + 1}${label}: ${z.prettifyError(parsed.error)}`);
  });
}
