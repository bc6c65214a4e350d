import { deflateSync } from 'node:zlib';
import { mailEndpoints } from '@launchpad/shared/endpoints/mail';
import { expect, type APIRequestContext } from '@playwright/test';

/** A message as the developer outbox (mailEndpoints.devOutbox) lists it (newest first). */
export type TOutboxMessage = { to: string; subject: string; template: string; text: string; createdAt: string };

let counter = 0;
/** An address no other run or test has used. */
export const uniqueAccountEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.test`;

/**
 * Waits for the newest mail of `template` sent to `to` after `since` (ISO time) and returns it.
 * The developer outbox stores every message the api sends when no SMTP server is configured.
 */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  template: string,
  since = new Date(0).toISOString(),
): Promise<TOutboxMessage> {
  let found: TOutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(mailEndpoints.devOutbox.path, { params: { to } });
        expect(res.ok()).toBe(true);
        const { data } = (await res.json()) as { data: TOutboxMessage[] };
        found = data.find((mail) => mail.template === template && mail.createdAt >= since);
        return Boolean(found);
      },
      { message: `a "${template}" mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as TOutboxMessage;
}

/** The address of the mail's button, e.g. "Confirm email address: http://…/confirm-email/abc". */
export function linkIn(mail: TOutboxMessage, label: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in:\n${mail.text}`);
  return line.slice(label.length + 2).trim();
}

/** The 6-digit code of the mail ("Code: 123456"). */
export function codeIn(mail: TOutboxMessage): string {
  const match = /^Code: (\d{6})$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in:\n${mail.text}`);
  return match[1];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, `size`×`size`, a diagonal gradient), small enough for any upload limit. */
export function gradientPng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(90 + x, 77 + y * 2, 228 - x);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
