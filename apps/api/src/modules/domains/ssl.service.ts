import { sslCertificates } from '../../db/schema';
import type { TDomainsDeps } from './domains.deps';

/**
 * A certificate bought on a paid order (called by the registration after payment): bought from the
 * registrar, recorded as `purchased`, waiting for the customer's CSR.
 */
export async function recordPurchasedCertificate(
  deps: TDomainsDeps,
  input: {
    userId: string;
    domainId: string | null;
    orderId: string;
    orderLineId: string;
    productName: string;
    years: number;
  },
): Promise<{ certId: number }> {
  const { providerCertId } = await deps.registrar.createCertificate({
    productName: input.productName,
    years: input.years,
  });
  const [row] = await deps.db
    .insert(sslCertificates)
    .values({ ...input, registrar: deps.registrar.name, providerCertId, status: 'purchased' })
    .returning({ certId: sslCertificates.certId });
  if (!row) throw new Error('certificate insert returned nothing');
  return row;
}
