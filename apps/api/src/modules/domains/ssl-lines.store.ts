// Issue 20 §8: the order line of a certificate bought on its own follows the certificate. It is in
// progress (submitted) from the purchase until the CA issues it, then completed; the product line it
// was bought with completes when every certificate bought under it is issued.
import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { orderLines, sslCertificates } from '../../db/schema';
import { markLine } from '../orders';

const ISSUED = ['issued', 'reissued'] as const;

/** After a certificate's row changed: when it is issued, its order line (and its parent line, once all are) complete. */
export async function followIssuedCertificate(
  db: TDb,
  row: { orderLineId: string | null; status: string; commonName: string | null },
): Promise<void> {
  if (!row.orderLineId || !(ISSUED as readonly string[]).includes(row.status)) return;
  const note = `Certificate issued${row.commonName ? ` for ${row.commonName}` : ''}: download it from SSL management.`;
  await markLine(db, row.orderLineId, 'completed', note, { from: ['submitted'] });
  const [line] = await db
    .select({ parentLineId: orderLines.parentLineId })
    .from(orderLines)
    .where(eq(orderLines.id, row.orderLineId))
    .limit(1);
  const parentId = line?.parentLineId;
  if (!parentId) return;
  const family = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(or(eq(orderLines.id, parentId), eq(orderLines.parentLineId, parentId)));
  const [pending] = await db
    .select({ id: sslCertificates.id })
    .from(sslCertificates)
    .where(
      and(
        inArray(
          sslCertificates.orderLineId,
          family.map((each) => each.id),
        ),
        notInArray(sslCertificates.status, [...ISSUED]),
      ),
    )
    .limit(1);
  if (!pending) await markLine(db, parentId, 'completed', note, { from: ['submitted'] });
}
