// Deleting an account (SPEC "delete-account"): the customer says who they are again, then in one
// transaction their orders and invoices are kept for the books but anonymised (orders), the account
// and its personal data go (users; rows that reference it cascade), and the processor is told to stop
// billing each of their subscriptions (outbox). After the commit the outbox cancels the processor
// subscriptions and sends the goodbye mail (retried until they succeed, visible to staff if they never
// do), and the signed-in sessions end at once.
//
//   auth            who is there: the current password, or a fresh sign-in for an account without one
//   subscriptions   the processor subscriptions that bill the account (plans and renewing services)
//   orders          anonymised, in the deletion's transaction
//   users           the account row removed
//   outbox          one cancel per processor subscription, and the goodbye mail
import type { TDeps } from '../core';
import { type TAuthDeps, accountDeletedMail, confirmDeletion, requireUserRow } from '../modules/auth';
import { anonymiseOrdersOf } from '../modules/orders';
import { processorSubscriptionsOf, serviceProcessorSubscriptionsOf } from '../modules/subscriptions';
import { deleteUser } from '../modules/users';

/**
 * `delete-account`: the account and its personal data go (rows that reference it cascade). Orders
 * and invoices are kept for the books but anonymised in the same transaction; the plan ends with the
 * account, so the payment processor stops billing it.
 */
export async function deleteAccount(
  deps: TAuthDeps & Pick<TDeps, 'payments' | 'accounts' | 'outbox'>,
  options: { userId: string; sessionId: string; password?: string | undefined; ip?: string | undefined },
): Promise<void> {
  const user = await requireUserRow(deps, options.userId);
  await confirmDeletion(deps, user, options);
  const billing = [
    ...(await processorSubscriptionsOf(deps.db, user.id)),
    ...(await serviceProcessorSubscriptionsOf(deps.db, user.id)),
  ];
  const effects = await deps.db.transaction(async (tx) => {
    await anonymiseOrdersOf(tx, user.id);
    await deleteUser(tx, user.id);
    const ids: string[] = [];
    for (const id of billing) {
      ids.push(await deps.outbox.add(tx, { kind: 'cancel_subscription', providerSubscriptionId: id, when: 'now' }));
    }
    const goodbye = accountDeletedMail(user);
    ids.push(await deps.outbox.add(tx, { kind: 'mail', template: 'account_deleted', message: goodbye }));
    return ids;
  });
  deps.accounts.forget(user.id);
  await deps.outbox.deliver(effects);
}
