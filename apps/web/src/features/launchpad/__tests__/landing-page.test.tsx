import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/test/fixtures';
import { landingHtml } from '../components/landing-view';
import { landingFileName } from '../landing-model';
import { IDEA_ID, builderSession, sectionContents, stubBuilder } from './builder-fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('generated landing page (SPEC §2 standalone, §3 landing-page content)', () => {
  it('shows the titles, the features and the pitch, and invites visitors to join or learn more', async () => {
    stubBuilder();
    renderApp(paths.buildStartupLandingPage(IDEA_ID), builderSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Healthy snacks at your desk' })).toBeInTheDocument();
    expect(screen.getByText('Vegan snacks for London offices')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText('Fresh every week')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vegan snacks, delivered.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Join the waitlist' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '#learn-more');
    expect(screen.getByRole('button', { name: 'Download HTML' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('never presents the recommended investors, founders or communities as the startup’s backers or partners', async () => {
    const api = stubBuilder();
    renderApp(paths.buildStartupLandingPage(IDEA_ID), builderSession());
    await screen.findByRole('heading', { level: 1, name: 'Healthy snacks at your desk' });
    expect(screen.queryByText('Harvest Table Ventures')).not.toBeInTheDocument();
    expect(screen.queryByText(/Founder one|Community one|Event one/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/backed by|trusted by|our partners|our investors/i);
    // It does not even ask for them.
    expect(api.calls.filter((call) => /\/fetch[A-Z]/.test(call.path))).toHaveLength(0);
  });

  it('downloads as one self-contained HTML file', async () => {
    const contents = sectionContents();
    const html = await landingHtml({
      content: contents.LandingPageContent,
      name: 'Boxhy <&>',
      tagline: 'Snacks that keep you going',
      colours: { primary: '#E4572E', accent: '#4C9A2A' },
      pitch: contents.ElevatorPitch,
    });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).toContain('Healthy snacks at your desk');
    expect(html).toContain('We deliver.');
    expect(html).toContain('Boxhy &#60;&#38;&#62;');
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect(landingFileName('Boxhy & Co')).toBe('boxhy-co-landing-page.html');
  });
});
