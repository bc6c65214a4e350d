import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/test/fixtures';
import { landingHtml } from '../components/landing-view';
import { landingFileName } from '../landing-model';
import { IDEA_ID, builderSession, recommendation, sectionContents, stubBuilder } from './builder-fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('generated landing page (SPEC §2 standalone, §3 landing-page content)', () => {
  it('shows the titles, the features and at most 2 of each recommendation, without the site header', async () => {
    stubBuilder({ fetchEvents: { items: [recommendation('Plant Based World Expo')] } });
    renderApp(paths.buildStartupLandingPage(IDEA_ID), builderSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Healthy snacks at your desk' })).toBeInTheDocument();
    expect(screen.getAllByText('Vegan snacks for London offices')).toHaveLength(2); // hero and closing call to action
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText('Fresh every week')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('Plant Based World Expo')).toBeInTheDocument();
    // Perks have none: no empty section.
    expect(screen.queryByRole('heading', { name: 'Perks' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download HTML' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('downloads as one self-contained HTML file', async () => {
    const contents = sectionContents();
    const html = await landingHtml({
      content: contents.LandingPageContent,
      name: 'Boxhy <&>',
      tagline: 'Snacks that keep you going',
      colours: { primary: '#E4572E', accent: '#4C9A2A' },
      events: [],
      communities: contents.fetchCommunities.items,
      investors: [],
      perks: [],
      founders: [],
    });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).toContain('Healthy snacks at your desk');
    expect(html).toContain('Community one');
    expect(html).toContain('Boxhy &#60;&#38;&#62;');
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect(landingFileName('Boxhy & Co')).toBe('boxhy-co-landing-page.html');
  });
});
