// Issue 20 §8: an SSL certificate bought on its own is bought for a domain, one registered here or an
// outside one the customer types in. The same check runs in the product page and in the api.

/** The catalogue product that sells a certificate on its own (its services are the certificate types). */
export const SSL_PRODUCT_SLUG = 'ssl-certificates';

export function isSslProduct(product: { slug: string }): boolean {
  return product.slug === SSL_PRODUCT_SLUG;
}

export type TCertificateDomain = { ok: true; name: string } | { ok: false; message: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The domain a certificate is for, as the CA writes it: lower case, IDNs in punycode, no scheme, path
 * or trailing dot. Wildcards and IP addresses are not domain names here (the CSR names the wildcard).
 */
export function certificateDomain(input: string | null | undefined): TCertificateDomain {
  const typed = (input ?? '').trim();
  if (!typed) return { ok: false, message: 'Tell us which domain the certificate is for.' };
  const shown = typed.slice(0, 80);
  const invalid = {
    ok: false as const,
    message: `${shown} is not a valid domain name: type it like example.com, without http:// or a path.`,
  };
  if (/[\s/:@*?#]/.test(typed) || typed.length > 253) return invalid;
  let ascii: string;
  try {
    ascii = new URL(`http://${typed.replace(/\.$/, '')}`).hostname.toLowerCase();
  } catch {
    return invalid;
  }
  const labels = ascii.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (ascii.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !TLD.test(tld)) {
    return invalid;
  }
  return { ok: true, name: ascii };
}
