import type { TContactRequest } from '@launchpad/shared';
import { and, count, gt, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { contactMails } from './contact-mails.service';

/** How many messages one email address may send in an hour (the per-address limit is on the route). */
export const CONTACT_MESSAGES_PER_HOUR = 3;

/**
 * SPEC §7 `POST /api/contact`: the message is stored, mailed to staff and acknowledged to the sender.
 * A filled honeypot answers like a success and does nothing, so a bot learns nothing.
 */
export async function sendContactMessage(
  deps: Pick<TDeps, 'db' | 'mailer' | 'config'>,
  options: TContactRequest & { userId?: string | null | undefined; ip?: string | undefined },
): Promise<{ id: string }> {
  const { website, userId, ip, ...message } = options;
  if (website && website.trim() !== '') return { id: crypto.randomUUID() };

  const row = await deps.db.transaction(async (tx) => {
    // One sender at a time, so two quick submissions cannot both slip under the hourly limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${message.email.toLowerCase()}`}))`);
    const [recent] = await tx
      .select({ value: count() })
      .from(contactMessages)
      .where(
        and(
          sql`lower(${contactMessages.email}) = ${message.email.toLowerCase()}`,
          gt(contactMessages.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.value ?? 0) >= CONTACT_MESSAGES_PER_HOUR) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'You have sent us several messages in the last hour. We will reply to those first; please try again later.',
      );
    }
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ ...message, userId: userId ?? null, ip: ip ?? null })
      .returning({ id: contactMessages.id });
    return inserted;
  });
  if (!row) throw new AppError('INTERNAL', 'Your message could not be saved. Please try again.');

  const stored = { id: row.id, ...message };
  await deps.mailer.send('contact_staff', contactMails.toStaff(deps.config.STAFF_EMAIL, stored), { contactId: row.id });
  await deps.mailer.send('contact_received', contactMails.toSender(stored), { contactId: row.id });
  return { id: row.id };
}
