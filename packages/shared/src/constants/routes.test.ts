import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './routes';

describe('app routes (SPEC §2): which page a path shows', () => {
  it.each([
    ['/', '/', {}],
    ['/services/', '/services', {}],
    ['/Services', '/services', {}],
    ['/tools/seo-audit', '/tools/seo-audit', {}],
    ['/tools/no-such-tool', '/tools/:slug', { slug: 'no-such-tool' }],
    ['/services/company-formation', '/services/company-formation/:countryName?/:state?', {}],
    [
      '/services/company-formation/United%20States/Delaware?x=1',
      '/services/company-formation/:countryName?/:state?',
      { countryName: 'United States', state: 'Delaware' },
    ],
    ['/services/uk-ltd-formation', '/services/:id', { id: 'uk-ltd-formation' }],
    ['/events/founders-meetup', '/events/:id', { id: 'founders-meetup' }],
    ['/terms-%26-conditions', '/terms-&-conditions', {}],
    ['/build-startup/7/leancanvas', '/build-startup/:id/leancanvas', { id: '7' }],
    ['/google/callback', '/google/callback', {}],
  ])('%s is %s', (path, pattern, params) => {
    expect(matchAppRoute(path)).toEqual({ pattern, params });
  });

  it.each(['/no-such-page', '/events/a/b', '/services/company-formation/a/b/c', '/account/nope', '/blogs'])(
    '%s is no page',
    (path) => expect(matchAppRoute(path)).toBeNull(),
  );
});
