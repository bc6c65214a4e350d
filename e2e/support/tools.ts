import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { registerThroughApi, type TE2eSession } from './session';

/** The plans of the seed: starter has no business tools, growth has them, scale adds the AI builder. */
export type TE2ePlan = 'starter' | 'growth' | 'scale';

/** A member's account (the shared sign-up, which waits out the sign-up rate limit). */
export const registerMember = (request: APIRequestContext, name: string): Promise<TE2eSession> =>
  registerThroughApi(request, name);

/**
 * The session again from the server (a token refresh, as the app makes one), so its user carries the
 * plan bought through the api: the app only re-reads the stored user's plan on a refresh.
 */
export async function refreshedSession(request: APIRequestContext, session: TE2eSession): Promise<TE2eSession> {
  const res = await request.post('/api/auth/updateCreds', { data: { refreshToken: session.refreshToken } });
  if (!res.ok()) throw new Error(`refresh failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: TE2eSession }).data;
}

/** Subscribes through the public api with a 4242 card, as the plan dialog does. */
export async function subscribeTo(request: APIRequestContext, session: TE2eSession, planId: TE2ePlan) {
  const res = await request.post('/api/payment/create-subscription-payment', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: {
      planId,
      interval: 'month',
      idempotencyKey: randomUUID(),
      paymentMethod: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
    },
  });
  if (!res.ok()) throw new Error(`subscription to ${planId} failed: ${res.status()} ${await res.text()}`);
}

/** The bytes of a finished download. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`the download ${download.suggestedFilename()} has no file`);
  return readFile(path);
}

/** The text of every page of a PDF, with its whitespace collapsed (lines wrap where the layout chose). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return result.text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The title in a PDF's document information (what a reader shows in its title bar). */
export async function pdfTitle(bytes: Buffer): Promise<string | undefined> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getInfo();
    return (result.info as { Title?: string } | undefined)?.Title;
  } finally {
    await parser.destroy();
  }
}
