// The timeline of an order line moved by the platform itself (registration, certificates), not by
// staff: the status and its event change together, and only from the steps allowed, so two runs
// cannot both take a line from the same step.
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { orderLineEvents, orderLines } from '../../db/schema';

/** Move a line on its timeline (no mail: the caller says what the customer hears). False when it was not at `from`. */
export async function markLine(
  db: TDb,
  lineId: string,
  status: 'submitted' | 'completed' | 'failed',
  note: string,
  options: { from?: ('received' | 'submitted')[]; failureReason?: string } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orderLines)
      .set({ fulfilmentStatus: status, failureReason: status === 'failed' ? (options.failureReason ?? note) : null })
      .where(
        and(eq(orderLines.id, lineId), inArray(orderLines.fulfilmentStatus, options.from ?? ['received', 'submitted'])),
      )
      .returning({ id: orderLines.id });
    if (!moved) return false;
    await tx.insert(orderLineEvents).values({ orderLineId: lineId, status, note });
    return true;
  });
}
