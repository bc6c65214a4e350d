import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/fixtures';
import { PageMeta } from './page-meta';

const head = (selector: string) => document.head.querySelector(selector);

describe('PageMeta', () => {
  it('falls back to the default metadata, merged with the page defaults, when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, message: 'boom' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    renderWithProviders(<PageMeta defaults={{ seo_title: 'Blog · Launchpad' }} />, { path: '/blog' });

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(document.title).toBe('Blog · Launchpad');
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      'Grow your startup with our tools and services.',
    );
    expect(head('meta[name="keywords"]')).toHaveAttribute('content', 'startup,business,entrepreneurship');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/blog`);
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}/og-default.png`);
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("renders the page's own metadata, Open Graph tags and JSON-LD once loaded", async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      requests.push(request);
      const data = {
        seo_title: 'Company formation in 26 countries',
        seo_description: 'Form your company online.',
        seo_keywords: 'company formation',
        page_url: '/services',
        schema_data: { '@context': 'https://schema.org', '@type': 'Service', name: '</script><b>x' },
        og_image: 'https://cdn.example.com/og/services.png',
      };
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } }),
      );
    });
    renderWithProviders(<PageMeta />, { path: '/services' });

    await waitFor(() => expect(document.title).toBe('Company formation in 26 countries'));
    expect(await requests[0]?.clone().json()).toEqual({ slug: '/services' });
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Company formation in 26 countries');
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'https://cdn.example.com/og/services.png');
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.innerHTML ?? '{}')).toMatchObject({ '@type': 'Service', name: '</script><b>x' });
    expect(jsonLd?.innerHTML).not.toContain('</script>');
  });

  it('keeps the page title when the server only knows the site-wide defaults', async () => {
    const { DEFAULT_PAGE_META } = await import('@launchpad/shared/contracts/seo');
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: true,
            data: { ...DEFAULT_PAGE_META, page_url: '/perks', og_image: '/og/perks.png' },
          }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    renderWithProviders(<PageMeta defaults={{ seo_title: 'Perks · Launchpad' }} />, { path: '/perks' });
    // The server's one specific value (the image) shows that its answer has arrived.
    await waitFor(() =>
      expect(head('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}/og/perks.png`),
    );
    expect(document.title).toBe('Perks · Launchpad');
    expect(head('meta[name="description"]')).toHaveAttribute('content', DEFAULT_PAGE_META.seo_description);
  });
});
