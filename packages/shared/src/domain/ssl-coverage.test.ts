import { describe, expect, it } from 'vitest';
import { sslCoverageOf, sslNamesProblem } from './ssl-coverage';

describe('SSL products: the names each certificate covers', () => {
  const single = sslCoverageOf('positive-ssl');
  const wildcard = sslCoverageOf('positive-ssl-wildcard');

  it.each([[['acme.com']], [['acme.com', 'www.acme.com']], [['www.acme.com', 'acme.com']], [['shop.acme.com']]])(
    '"1 domain + www" covers %j',
    (names) => expect(sslNamesProblem(single, names)).toBeNull(),
  );

  it.each([
    [['acme.com', 'www.acme.com', 'shop.acme.com'], /asks for 3 names \(acme\.com, www\.acme\.com, shop\.acme\.com\)/],
    [['acme.com', 'shop.acme.com'], /covers one domain and its www form/],
    [['www.acme.com', 'www.other.com'], /covers one domain and its www form/],
    [['*.acme.com'], /a wildcard needs a wildcard certificate/],
  ])('"1 domain + www" refuses %j', (names, message) => {
    expect(sslNamesProblem(single, names)).toMatch(message);
  });

  it('a wildcard covers *.name and name, nothing else', () => {
    expect(sslNamesProblem(wildcard, ['*.acme.com'])).toBeNull();
    expect(sslNamesProblem(wildcard, ['*.acme.com', 'acme.com'])).toBeNull();
    expect(sslNamesProblem(wildcard, ['acme.com'])).toMatch(/Make a CSR for \*\.your-domain/);
    expect(sslNamesProblem(wildcard, ['*.acme.com', 'shop.other.com'])).toMatch(/\*\.acme\.com and acme\.com only/);
    expect(sslNamesProblem(wildcard, ['*.acme.com', '*.shop.acme.com'])).not.toBeNull();
  });

  it('a multi-domain certificate takes up to its count of names', () => {
    const three = { kind: 'multi', names: 3, wildcards: false } as const;
    expect(sslNamesProblem(three, ['a.com', 'b.com', 'c.com'])).toBeNull();
    expect(sslNamesProblem(three, ['a.com', 'b.com', 'c.com', 'd.com'])).toMatch(/covers up to 3 names/);
    expect(sslNamesProblem(three, ['*.a.com'])).toMatch(/none of them a wildcard/);
  });

  it('an unknown product covers the least: one name and its www form', () => {
    expect(sslCoverageOf('gold-plated')).toEqual({ kind: 'single' });
    expect(sslCoverageOf(null)).toEqual({ kind: 'single' });
  });
});
