// Issue 19: what an operator sees when starting the server with a configuration that is unsafe or
// unusable: one line per problem naming the variable, exit status 1, no stack trace, no secret echoed.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = resolve(import.meta.dirname, '../..');
const tsx = resolve(apiDir, '../../node_modules/.bin/tsx');
const scratch = mkdtempSync(join(tmpdir(), 'lp-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Starts src/server.ts as `npm run dev` does, with only the given environment; resolves when it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = execFile(
      tsx,
      ['src/server.ts'],
      { cwd: apiDir, env: { PATH: process.env.PATH ?? '', PORT: '0', ...env }, timeout: 60_000 },
      (_error, stdout, stderr) => done({ code: child.exitCode, output: `${stdout}${stderr}` }),
    );
  });
}

const stackTrace = /^\s+at /m;

describe.concurrent('start-up: a configuration that is not safe or not usable', () => {
  it('refuses a JWT secret of one repeated character and does not print it', async () => {
    const secret = 'a'.repeat(32);
    const { code, output } = await start({
      NODE_ENV: 'production',
      DATA_DIR: join(scratch, 'data'),
      JWT_SECRET: secret,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid configuration:\n {2}- JWT_SECRET: is too easy to guess/);
    expect(output).not.toContain(secret);
    expect(output).not.toMatch(stackTrace);
  }, 90_000);

  it('names DATA_DIR and its path when a file stands where the folder should be', async () => {
    const file = join(scratch, 'not-a-folder');
    writeFileSync(file, '');
    const { code, output } = await start({ DATA_DIR: file, LOG_LEVEL: 'silent' });
    expect(code).toBe(1);
    expect(output).toContain(`DATA_DIR: ${file} cannot be used: a file stands where a folder is needed`);
    expect(output).not.toMatch(stackTrace);
  }, 90_000);
});
