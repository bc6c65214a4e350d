import { describe, expect, it } from 'vitest';
import { certificateDomain, isSslProduct } from './ssl-domain';

describe('certificateDomain', () => {
  it('accepts a domain as typed and writes it as the CA does', () => {
    expect(certificateDomain(' Shop.Example.COM ')).toEqual({ ok: true, name: 'shop.example.com' });
    expect(certificateDomain('example.co.uk.')).toEqual({ ok: true, name: 'example.co.uk' });
    expect(certificateDomain('bücher.de')).toEqual({ ok: true, name: 'xn--bcher-kva.de' });
  });

  it('asks for a domain when none is given', () => {
    expect(certificateDomain('')).toEqual({ ok: false, message: 'Tell us which domain the certificate is for.' });
    expect(certificateDomain(undefined).ok).toBe(false);
  });

  it.each(['https://example.com', 'example', 'exa mple.com', '-bad.com', 'example.c0m', '*.example.com', '1.2.3.4'])(
    'refuses %s with a message naming it',
    (typed) => {
      const result = certificateDomain(typed);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain('is not a valid domain name');
    },
  );

  it('knows the certificate product by its slug', () => {
    expect(isSslProduct({ slug: 'ssl-certificates' })).toBe(true);
    expect(isSslProduct({ slug: 'id-protect' })).toBe(false);
  });
});
