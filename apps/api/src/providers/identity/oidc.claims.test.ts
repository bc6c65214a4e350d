import { describe, expect, it } from 'vitest';
import { readIdentityClaims } from './oidc.client';

describe('identity: reading who signed in from the ID token', () => {
  it("needs email_verified, as a boolean or Apple's string", () => {
    expect(readIdentityClaims({ sub: '1', email: 'a@x.test', email_verified: true }).emailVerified).toBe(true);
    expect(readIdentityClaims({ sub: '1', email: 'a@x.test', email_verified: 'true' }).emailVerified).toBe(true);
    expect(readIdentityClaims({ sub: '1', email: 'a@x.test', email_verified: false }).emailVerified).toBe(false);
    expect(readIdentityClaims({ sub: '1', email: 'a@x.test' }).emailVerified).toBe(false);
  });

  it('trusts the email of a provider that releases only confirmed addresses (Meta), when there is one', () => {
    expect(readIdentityClaims({ sub: '1', email: 'a@x.test' }, true).emailVerified).toBe(true);
    expect(readIdentityClaims({ sub: '1' }, true).emailVerified).toBe(false);
  });

  it('builds the name from given and family names when there is no name claim', () => {
    expect(readIdentityClaims({ sub: '1', given_name: 'Ada', family_name: 'Lovelace' }).name).toBe('Ada Lovelace');
    expect(readIdentityClaims({ sub: '1', name: '  ' }).name).toBeNull();
  });
});
