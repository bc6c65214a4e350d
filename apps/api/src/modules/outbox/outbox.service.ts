// The transactional outbox (issue 20: side effects are durable). An effect that must follow a change —
// a mail, a call to the payment processor — is written as a row in the change's own transaction, so a
// rolled-back change sends nothing and a committed one cannot lose its effect. Right after the commit
// the caller asks for delivery; whatever fails stays queued, logged with its row id, and the worker
// (a scheduled job) tries again with exponential backoff until it gives up and staff see it.
import { outboxEndpoints } from '@launchpad/shared';
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { TDeps, TOutbox, TOutboxEffect } from '../../core';
import { outboxEffects } from '../../db/schema';
import { serviceEndpoints } from '../../lib/endpoint';
import type { TMailMessage } from '../../providers/mail/mail.provider';

export type { TOutbox, TOutboxEffect } from '../../core';

export type TOutboxStatus = 'pending' | 'delivered' | 'dead';

/** What the outbox needs to carry an effect out (read when it runs, so a test may swap a provider). */
export type TOutboxDeps = Pick<TDeps, 'db' | 'mailer' | 'payments' | 'config'>;

/**
 * Renders the mails whose content another module owns, when their row is carried out: that module builds
 * on the outbox, so core/create.ts passes its renderer in. Null: there is no one to send it to.
 */
export type TOutboxRenderers = {
  orderReceipt: (deps: TOutboxDeps, orderId: string) => Promise<TMailMessage | null>;
};

/** Attempts before a row is given up (`dead`): with the backoff below, about a day and a half. */
export const OUTBOX_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 3_600_000;
/** How long one attempt may hold its row before another worker may take it (a crashed attempt). */
const LOCK_MS = 5 * 60_000;
const BATCH = 50;

/** 30 s, 1 min, 2 min, … doubling after each failed attempt, at most six hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** An error as a short line for the row and the log: its message only (never the payload). */
function describe(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 500);
}

async function carryOut(
  deps: TOutboxDeps,
  renderers: TOutboxRenderers,
  kind: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const effect = { kind, ...payload } as TOutboxEffect;
  switch (effect.kind) {
    case 'mail':
      await deps.mailer.send(effect.template, effect.message, effect.meta);
      return;
    case 'order_receipt': {
      const message = await renderers.orderReceipt(deps, effect.orderId);
      if (message) await deps.mailer.send('order_receipt', message, { orderId: effect.orderId });
      return;
    }
    case 'cancel_subscription':
      await deps.payments.cancelSubscription(effect.providerSubscriptionId, effect.when);
      return;
    case 'detach_payment_method':
      await deps.payments.detachPaymentMethod(effect.paymentMethodId);
      return;
    case 'refund_charge':
      await deps.payments.refundCharge(
        { chargeId: effect.chargeId, amount: effect.amount, reason: effect.reason },
        { idempotencyKey: effect.idempotencyKey },
      );
      return;
    default:
      throw new Error(`unknown outbox effect kind ${kind}`);
  }
}

export function createOutbox(getDeps: () => TOutboxDeps, log: TDeps['log'], renderers: TOutboxRenderers): TOutbox {
  /**
   * Take the row (one statement, so two workers cannot both), carry it out, and record the outcome.
   * `fresh`: only a row never tried (the caller's own, just committed), whatever the clocks say.
   */
  async function attempt(id: string, now: Date, fresh: boolean): Promise<'delivered' | 'failed' | 'skipped'> {
    const { db } = getDeps();
    const [row] = await db
      .update(outboxEffects)
      .set({ attempts: sql`${outboxEffects.attempts} + 1`, lockedUntil: new Date(now.getTime() + LOCK_MS) })
      .where(
        and(
          eq(outboxEffects.id, id),
          eq(outboxEffects.status, 'pending'),
          fresh ? eq(outboxEffects.attempts, 0) : lte(outboxEffects.nextAttemptAt, now),
          or(isNull(outboxEffects.lockedUntil), lte(outboxEffects.lockedUntil, now)),
        ),
      )
      .returning();
    if (!row) return 'skipped';
    try {
      await carryOut(getDeps(), renderers, row.kind, row.payload);
    } catch (error) {
      const lastError = describe(error);
      const dead = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      await db
        .update(outboxEffects)
        .set({ status: dead ? 'dead' : 'pending', lastError, nextAttemptAt, lockedUntil: null })
        .where(eq(outboxEffects.id, id));
      log.error(
        { outboxId: id, kind: row.kind, attempts: row.attempts, error: lastError, ...(dead ? {} : { nextAttemptAt }) },
        dead ? 'outbox effect failed for the last time; staff can see it' : 'outbox effect failed; it will be retried',
      );
      return 'failed';
    }
    await db
      .update(outboxEffects)
      .set({ status: 'delivered', deliveredAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(outboxEffects.id, id));
    return 'delivered';
  }

  /** An attempt whose bookkeeping failed (the database went away): logged, and the lock lets a later run retry. */
  const safely = (id: string, run: Promise<'delivered' | 'failed' | 'skipped'>) =>
    run.catch((error: unknown) => {
      log.error({ outboxId: id, error: describe(error) }, 'outbox effect could not be attempted');
      return 'failed' as const;
    });

  return {
    async add(exec, effect) {
      const { kind, ...payload } = effect;
      const [row] = await exec.insert(outboxEffects).values({ kind, payload }).returning({ id: outboxEffects.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    async deliver(ids) {
      for (const id of ids) await safely(id, attempt(id, new Date(), true));
    },
    async run(now = new Date()) {
      const { db } = getDeps();
      const due = await db
        .select({ id: outboxEffects.id })
        .from(outboxEffects)
        .where(
          and(
            eq(outboxEffects.status, 'pending'),
            lte(outboxEffects.nextAttemptAt, now),
            or(isNull(outboxEffects.lockedUntil), lte(outboxEffects.lockedUntil, now)),
          ),
        )
        .orderBy(asc(outboxEffects.nextAttemptAt))
        .limit(BATCH);
      const result = { delivered: 0, failed: 0 };
      for (const { id } of due) {
        const outcome = await safely(id, attempt(id, now, false));
        if (outcome === 'delivered') result.delivered += 1;
        if (outcome === 'failed') result.failed += 1;
      }
      return result;
    },
  };
}

/** What staff see of a row: where it was going, never a message's body (links and codes). */
function summaryOf(kind: string, payload: Record<string, unknown>): Record<string, string> {
  const effect = { kind, ...payload } as TOutboxEffect;
  switch (effect.kind) {
    case 'mail':
      return { to: effect.message.to, template: effect.template };
    case 'order_receipt':
      return { orderId: effect.orderId };
    case 'cancel_subscription':
      return { providerSubscriptionId: effect.providerSubscriptionId, when: effect.when };
    case 'detach_payment_method':
      return { paymentMethodId: effect.paymentMethodId };
    case 'refund_charge':
      return { chargeId: effect.chargeId, amount: String(effect.amount) };
    default:
      return {};
  }
}

/** `GET /api/admin/outbox`: the newest rows, by default those not delivered (pending and dead). */
export async function listOutboxEffects(
  deps: Pick<TDeps, 'db'>,
  options: { status?: TOutboxStatus | undefined; limit: number },
) {
  const where = options.status
    ? eq(outboxEffects.status, options.status)
    : or(eq(outboxEffects.status, 'pending'), eq(outboxEffects.status, 'dead'));
  const rows = await deps.db
    .select()
    .from(outboxEffects)
    .where(where)
    .orderBy(desc(outboxEffects.createdAt))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    summary: summaryOf(row.kind, row.payload),
  }));
}

/**
 * A mail that follows a change already committed: kept as an outbox row first, so a mail server that
 * is down delays it (retries, staff list) instead of losing it. Never throws for a failed delivery.
 */
export async function mailDurably(
  deps: Pick<TDeps, 'db' | 'outbox'>,
  template: string,
  message: TMailMessage,
  meta?: Record<string, string>,
): Promise<void> {
  const id = await deps.outbox.add(deps.db, { kind: 'mail', template, message, meta });
  await deps.outbox.deliver([id]);
}

/** The staff list of effects this module answers. */
export const outboxServices = serviceEndpoints(outboxEndpoints, { list: listOutboxEffects });
