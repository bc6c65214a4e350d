import { mailEndpoints } from '@launchpad/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { mailMessages } from '../../db/schema';
import { serviceEndpoints } from '../../lib/endpoint';

export { type TMailer, createMailer } from '../../providers/mail/mailer';

/** The developer outbox (never in production): newest first, optionally for one address. */
export async function listOutbox(deps: Pick<TDeps, 'db'>, options: { to?: string | undefined; limit: number }) {
  const query = deps.db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(options.limit);
  const rows = options.to
    ? await query.where(eq(sql`lower(${mailMessages.to})`, options.to.toLowerCase()))
    : await query;
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    text: row.text,
    html: row.html,
    meta: row.meta ?? {},
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The developer outbox endpoint this module answers (registered outside production only: app.ts). */
export const mailServices = serviceEndpoints(mailEndpoints, { devOutbox: listOutbox });
