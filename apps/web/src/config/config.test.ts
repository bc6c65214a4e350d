import { OAUTH_CALLBACK_PATHS } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';
import { paths, safeNextPath } from './paths';

describe('paths', () => {
  it('builds parameter routes with encoded segments', () => {
    expect(paths.blogPost(42)).toBe('/blog/42');
    expect(paths.confirmEmail('a/b c')).toBe('/confirm-email/a%2Fb%20c');
    expect(paths.serviceDialog('companyFormation')).toBe('/services/company-formation');
    expect(paths.serviceDialog('companyFormation', 'United States', 'New York')).toBe(
      '/services/company-formation/United%20States/New%20York',
    );
    expect(paths.startupPackageFor('build_startup_ai')).toBe('/startup-package?type=build_startup_ai');
  });

  it('has the callback page of every identity provider the api knows', () => {
    expect({
      google: paths.googleCallback,
      meta: paths.metaCallback,
      linkedin: paths.linkedinCallback,
      apple: paths.appleCallback,
    }).toEqual(OAUTH_CALLBACK_PATHS);
  });

  it('accepts only in-app paths as the place to return to after login', () => {
    expect(safeNextPath('?next=%2Faccount%2Forders%3Fpage%3D2')).toBe('/account/orders?page=2');
    expect(safeNextPath('?next=https://evil.example')).toBe('/account');
    expect(safeNextPath('?next=//evil.example')).toBe('/account');
    expect(safeNextPath('?next=/%5Cevil.example', '/')).toBe('/');
    expect(safeNextPath('')).toBe('/account');
  });
});

describe('web environment', () => {
  it('defaults both addresses to "same origin" and trims trailing slashes', () => {
    expect(parseEnv({})).toEqual({ VITE_API_URL: '', VITE_CDN_URL: '' });
    expect(parseEnv({ VITE_API_URL: 'https://api.example.com/', VITE_CDN_URL: 'https://cdn.example.com//' })).toEqual({
      VITE_API_URL: 'https://api.example.com',
      VITE_CDN_URL: 'https://cdn.example.com',
    });
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ VITE_API_URL: 'api.example.com', VITE_CDN_URL: 'ftp://cdn' })).toThrow(
      /VITE_API_URL must be an http\(s\) address or empty; VITE_CDN_URL must be an http\(s\) address or empty/,
    );
  });
});
