import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({});
});

const TOOLS = [
  'Organisation chart',
  'Business plan',
  'Business name ideas',
  'Legal agreements',
  'SEO audit',
  'Software tools',
  'Financial health check',
  'Domain check',
];

const cards = async () => {
  const list = await screen.findByRole('list', { name: 'Business tools' });
  return within(list).getAllByRole('link');
};

describe('/tools index (issue 8)', () => {
  it('shows all eight tools locked for a visitor, each leading to the plans with tools preselected', async () => {
    renderApp(paths.tools);
    const links = await cards();
    expect(links).toHaveLength(8);
    expect(links.map((l) => l.querySelector('h2')?.textContent)).toEqual(TOOLS);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/startup-package?type=tools');
      expect(within(link).getByText('Locked')).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Unlock all tools/ })).toHaveAttribute(
      'href',
      '/startup-package?type=tools',
    );
  });

  it('keeps them locked for a customer whose plan has no tools', async () => {
    renderApp(paths.tools, signedIn());
    const links = await cards();
    expect(links.every((l) => l.getAttribute('href') === '/startup-package?type=tools')).toBe(true);
    expect(screen.getByText(/Your current plan does not include Business tools/)).toBeInTheDocument();
  });

  it('unlocks every tool for a plan with the tools flag', async () => {
    const user = makeUser({ planType: { name: 'Growth', price: 2900, tools: true, build_startup_ai: false } });
    renderApp(paths.tools, signedIn(user));
    const links = await cards();
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/tools/organisational-chart',
      '/tools/business-plan',
      '/tools/business-name-ideas',
      '/tools/legal-agreements',
      '/tools/seo-audit',
      '/tools/software-tools',
      '/tools/financial-health-check',
      '/tools/domain-check',
    ]);
    expect(within(links[0]!).getByText('Unlocked')).toBeInTheDocument();
    expect(screen.getByText('Included in your plan')).toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });
});
