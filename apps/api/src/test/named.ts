// A throwaway BIND `named` for the DNS parity tests: one primary zone on 127.0.0.1 at a free port, its
// files in a temporary directory, no recursion and no zone transfers (what an authoritative DNS host
// offers), stopped when the file's tests end. `dig` asks it and our server the same questions.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './loopback';

const run = promisify(execFile);

export const NAMED = '/usr/sbin/named';
export const NAMED_CHECKZONE = '/usr/bin/named-checkzone';
export const DIG = '/usr/bin/dig';

const MISSING =
  'BIND is not installed: install it (Debian: apt-get install -y bind9 bind9-dnsutils). The DNS server is ' +
  'compared with named answering the same zone, asked with dig, as CI does (.ci/run).';

/** Fails with how to install BIND when named, named-checkzone or dig is missing. */
export function requireBind(): void {
  const absent = [NAMED, NAMED_CHECKZONE, DIG].filter((file) => !existsSync(file));
  if (absent.length > 0) throw new Error(`${MISSING} Missing: ${absent.join(', ')}.`);
}

export type TNamedServer = { port: number; stop: () => Promise<void> };

/** `named-checkzone -k fail`: exits non-zero on any error in the file; resolves with its report. */
export async function checkZone(zone: string, text: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'launchpad-checkzone-'));
  try {
    const file = path.join(dir, 'zone.db');
    await writeFile(file, text);
    const { stdout, stderr } = await run(NAMED_CHECKZONE, ['-k', 'fail', '-i', 'local', zone, file]);
    return `${stdout}${stderr}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Resolves once named answers the zone's SOA; rejects with its log if it exits first or never answers. */
async function whenReady(server: ChildProcess, port: number, zone: string, log: () => string): Promise<void> {
  let exited: number | null | undefined;
  server.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`named exited (${exited}) before answering:\n${log()}`);
    try {
      const { stdout } = await run(DIG, [
        '@127.0.0.1',
        '-p',
        String(port),
        zone,
        'SOA',
        '+short',
        '+time=1',
        '+tries=1',
      ]);
      if (stdout.trim().length > 0) return;
    } catch {
      // Not listening yet: ask again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error(`named did not answer on port ${port}:\n${log()}`);
}

/** Starts named in the foreground serving `zoneText` as the primary for `zone`. */
export async function startNamed(zone: string, zoneText: string): Promise<TNamedServer> {
  requireBind();
  const dir = await mkdtemp(path.join(tmpdir(), 'launchpad-named-'));
  const port = await freePort();
  const zoneFile = path.join(dir, 'zone.db');
  const config = path.join(dir, 'named.conf');
  await writeFile(zoneFile, zoneText);
  await writeFile(
    config,
    [
      'options {',
      `  directory "${dir}";`,
      '  pid-file none;',
      `  session-keyfile "${path.join(dir, 'session.key')}";`,
      `  listen-on port ${port} { 127.0.0.1; };`,
      '  listen-on-v6 { none; };',
      '  recursion no;',
      '  allow-transfer { none; };',
      '  notify no;',
      // Answers without the optional NS and glue a full response adds; negative answers keep their SOA.
      '  minimal-responses yes;',
      '};',
      'controls { };',
      `zone "${zone}" { type primary; file "${zoneFile}"; };`,
      '',
    ].join('\n'),
  );
  let output = '';
  const server = spawn(NAMED, ['-g', '-n', '1', '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await whenReady(server, port, zone, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/** One `dig` run: its output, whatever its exit status (a failed transfer exits non-zero). */
export async function dig(port: number, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(DIG, ['@127.0.0.1', '-p', String(port), '+time=3', '+tries=1', ...args]);
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; message: string };
    if (failed.stdout) return failed.stdout;
    throw error;
  }
}
