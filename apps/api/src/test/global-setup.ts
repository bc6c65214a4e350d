import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  type TDatabaseTemplate,
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresDatabase,
  seedDay,
  testConfig,
} from './template';

/**
 * Once per run of the api project: the migrated and seeded template every test file copies its database
 * from (template.ts). Removed again when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const publicUrl = testConfig().PUBLIC_URL;
  const day = seedDay();
  const serverUrl = process.env.DATABASE_URL;
  let template: TDatabaseTemplate;
  let remove: () => Promise<void>;
  if (serverUrl) {
    const name = await buildPostgresTemplate(serverUrl, publicUrl);
    template = { engine: 'postgres', name, publicUrl, day };
    remove = () => dropPostgresDatabase(serverUrl, name);
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'launchpad-db-template-'));
    const file = join(dir, 'pgdata.tar');
    await writeFile(file, new Uint8Array(await (await buildPgliteTemplate(publicUrl)).arrayBuffer()));
    template = { engine: 'pglite', file, publicUrl, day };
    remove = () => rm(dir, { recursive: true, force: true });
  }
  project.provide('databaseTemplate', template);
  return remove;
}
