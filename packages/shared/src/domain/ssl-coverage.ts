/**
 * Which names an SSL product may carry (issue 22): a certificate is issued only for names its product
 * covers, whatever the CSR asks for.
 * - `single`: one name and, optionally, its `www.` form ("1 domain + www"); no wildcard.
 * - `wildcard`: `*.name` and, optionally, `name` itself.
 * - `multi`: up to `names` names (wildcards only if `wildcards`).
 */
export type TSslCoverage =
  { kind: 'single' } | { kind: 'wildcard' } | { kind: 'multi'; names: number; wildcards: boolean };

/** The catalogue's SSL products (catalog_services slugs) and the names each covers. */
export const SSL_PRODUCT_COVERAGE: Readonly<Record<string, TSslCoverage>> = {
  'positive-ssl': { kind: 'single' },
  'positive-ssl-wildcard': { kind: 'wildcard' },
  'ev-ssl': { kind: 'single' },
};

/** A product missing from the table covers the least: one name and its www form. */
export const sslCoverageOf = (slug: string | null | undefined): TSslCoverage =>
  (slug ? SSL_PRODUCT_COVERAGE[slug] : undefined) ?? { kind: 'single' };

/** In words, for messages: "one domain and its www form". */
export function describeSslCoverage(coverage: TSslCoverage): string {
  if (coverage.kind === 'single') return 'one domain and its www form (example.com and www.example.com)';
  if (coverage.kind === 'wildcard') return 'one wildcard name and its base (*.example.com and example.com)';
  return `up to ${coverage.names} names${coverage.wildcards ? '' : ', none of them a wildcard'}`;
}

const isWildcard = (name: string) => name.startsWith('*.');
const list = (names: string[]) => names.slice(0, 5).join(', ') + (names.length > 5 ? ', …' : '');

/**
 * Null when `names` (the CSR's common name and SANs, lower case, no trailing dot) fit the coverage;
 * otherwise why not, in words a customer can act on.
 */
export function sslNamesProblem(coverage: TSslCoverage, names: readonly string[]): string | null {
  const unique = [...new Set(names)];
  if (unique.length === 0) return 'The CSR names no domain.';
  const asked =
    unique.length === 1
      ? `The CSR asks for ${list(unique)}`
      : `The CSR asks for ${unique.length} names (${list(unique)})`;
  const covers = `this certificate covers ${describeSslCoverage(coverage)}`;
  if (coverage.kind === 'single') {
    const wildcard = unique.find(isWildcard);
    if (wildcard) return `${asked}, but ${covers}: a wildcard needs a wildcard certificate.`;
    if (unique.length === 1) return null;
    const bases = new Set(unique.map((name) => (name.startsWith('www.') ? name.slice(4) : name)));
    const [base] = [...bases];
    const pair = unique.length === 2 && bases.size === 1 && base !== undefined && unique.includes(base);
    return pair ? null : `${asked}, but ${covers}. Make a CSR for those names only.`;
  }
  if (coverage.kind === 'wildcard') {
    const wildcards = unique.filter(isWildcard);
    const [wildcard] = wildcards;
    if (wildcards.length !== 1 || wildcard === undefined)
      return `${asked}, but ${covers}. Make a CSR for *.your-domain.`;
    const base = wildcard.slice(2);
    const others = unique.filter((name) => name !== wildcard && name !== base);
    return others.length === 0 ? null : `${asked}, but ${covers}. Make a CSR for ${wildcard} and ${base} only.`;
  }
  if (unique.length > coverage.names) return `${asked}, but ${covers}.`;
  if (!coverage.wildcards && unique.some(isWildcard)) return `${asked}, but ${covers}.`;
  return null;
}
