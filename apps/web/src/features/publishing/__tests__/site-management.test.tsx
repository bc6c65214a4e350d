import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TPublishedSite, publishingEndpoints } from '@launchpad/shared';
import { fail, stubApi } from '@/test/api-stub';
import {
  SITE_ID,
  answer,
  renderPublish,
  site,
  siteAnswer,
  siteDetail,
  sitesAnswer,
  versionsAnswer,
  waitlistAnswer,
} from './publishing-fixtures';

const BASE = `/api/publishing/sites/${SITE_ID}`;

afterEach(() => vi.restoreAllMocks());

const versions = (current: number) =>
  [2, 1].map((version) => ({
    version,
    title: version === 2 ? 'Healthy snacks, delivered' : 'Healthy snacks at your desk',
    current: version === current,
    createdAt: `2026-11-2${version}T10:00:00.000Z`,
  }));

/** A live site at boxhy.com, version `current` of 2, with `routes` added to (or replacing) the defaults. */
function stubLiveSite(routes: Parameters<typeof stubApi>[0] = {}, overrides: Partial<TPublishedSite> = {}) {
  return stubApi({
    'GET /api/publishing/sites': () => sitesAnswer([site({ currentVersion: 2, ...overrides })]),
    [`GET ${BASE}`]: () => siteAnswer(siteDetail({ currentVersion: 2, ...overrides })),
    [`GET ${BASE}/versions`]: () => versionsAnswer(versions(2)),
    ...routes,
  });
}

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish your landing page' });
  await userEvent.click(await within(dialog).findByRole('tab', { name }));
  return dialog;
}

describe('publishing: a live site’s versions', () => {
  it('previews the changes in a frame without scripts, then publishes them as a new version', async () => {
    const api = stubLiveSite({
      [`GET ${BASE}/preview`]: () =>
        answer(publishingEndpoints.preview.response, {
          html: '<!doctype html><h1>Healthy snacks, delivered</h1>',
          title: 'Boxhy',
        }),
      [`PUT ${BASE}/content`]: () => siteAnswer(siteDetail({ currentVersion: 3 })),
    });
    renderPublish();
    const dialog = await openTab('Versions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    const frame = await within(dialog).findByTitle('Preview of boxhy.com');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Healthy snacks, delivered');
    expect(api.to(`PUT ${BASE}/content`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish changes' }));
    await waitFor(() => expect(api.to(`PUT ${BASE}/content`)).toHaveLength(1));
    expect(await screen.findByText('Version 3 is live on boxhy.com.')).toBeInTheDocument();
  });

  it('lists the versions, the live one marked, and restores an earlier one', async () => {
    const api = stubLiveSite({
      [`POST ${BASE}/versions/1/restore`]: () => siteAnswer(siteDetail({ currentVersion: 1 })),
    });
    renderPublish();
    const dialog = await openTab('Versions');
    const list = await within(dialog).findByRole('list', { name: 'Published versions' });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Version 2Live');
    expect(within(newest!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(oldest!).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(api.to(`POST ${BASE}/versions/1/restore`)).toHaveLength(1));
    expect(await screen.findByText('Version 1 is live again on boxhy.com.')).toBeInTheDocument();
  });
});

describe('publishing: unpublishing', () => {
  it('asks first, and only then removes the site', async () => {
    const api = stubLiveSite({
      [`DELETE ${BASE}`]: () => siteAnswer(siteDetail({ status: 'unpublished' })),
    });
    renderPublish();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your landing page' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Unpublish' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unpublish boxhy.com?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.to(`DELETE ${BASE}`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    const again = await screen.findByRole('alertdialog', { name: 'Unpublish boxhy.com?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(api.to(`DELETE ${BASE}`)).toHaveLength(1));
    expect(await screen.findByText('boxhy.com is no longer published.')).toBeInTheDocument();
  });
});

describe('publishing: the waitlist', () => {
  it('shows the count, each sign-up confirmed or pending, and downloads the CSV', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = stubLiveSite({
      [`GET ${BASE}/waitlist`]: () =>
        waitlistAnswer({
          siteId: SITE_ID,
          domain: 'boxhy.com',
          total: 2,
          confirmed: 1,
          signups: [
            {
              id: 's1',
              email: 'ana@example.com',
              note: 'For our office',
              consentAt: '2026-11-26T11:00:00.000Z',
              confirmedAt: '2026-11-26T11:05:00.000Z',
              createdAt: '2026-11-26T11:00:00.000Z',
            },
            {
              id: 's2',
              email: 'ben@example.com',
              note: '',
              consentAt: '2026-11-26T12:00:00.000Z',
              confirmedAt: null,
              createdAt: '2026-11-26T12:00:00.000Z',
            },
          ],
        }),
      [`GET ${BASE}/waitlist.csv`]: () =>
        new Response('email,note\r\nana@example.com,For our office\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderPublish();
    const dialog = await openTab('Waitlist');
    expect(await within(dialog).findByText(/sign-ups · 1 confirmed/)).toHaveTextContent('2 sign-ups · 1 confirmed');
    const list = within(dialog).getByRole('list', { name: 'Waitlist sign-ups' });
    const [ana, ben] = within(list).getAllByRole('listitem');
    expect(ana).toHaveTextContent('ana@example.com');
    expect(ana).toHaveTextContent('“For our office”');
    expect(ana).toHaveTextContent('Confirmed');
    expect(ben).toHaveTextContent('Pending');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['boxhy.com-waitlist.csv']));
    expect(api.to(`GET ${BASE}/waitlist.csv`)[0]?.authorization).toBe('Bearer access-token');
  });

  it('says when there is nobody yet, and when the waitlist cannot be read', async () => {
    let calls = 0;
    stubLiveSite({
      [`GET ${BASE}/waitlist`]: () => {
        calls += 1;
        return calls === 1
          ? fail(500, 'Something went wrong on our side.')
          : waitlistAnswer({ siteId: SITE_ID, domain: 'boxhy.com', total: 0, confirmed: 0, signups: [] });
      },
    });
    renderPublish();
    const dialog = await openTab('Waitlist');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the waitlist');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No sign-ups yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
