import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { fail, stubApi } from '@/test/api-stub';
import { keepPendingPublish, readPendingPublish } from '../pending-publish';
import {
  DOMAIN_ID,
  IDEA_ID,
  SITE_ID,
  needsRecordsAnswer,
  renderPublish,
  site,
  siteAnswer,
  siteDetail,
  sitesAnswer,
  steps,
} from './publishing-fixtures';

const SITES = 'GET /api/publishing/sites';
const PUBLISH = 'POST /api/publishing/sites';
const SITE = `GET /api/publishing/sites/${SITE_ID}`;
const CHECK = `POST /api/publishing/sites/${SITE_ID}/check`;

afterEach(() => sessionStorage.clear());

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  return screen.findByRole('dialog', { name: 'Publish your landing page' });
}

describe('publishing: choosing a domain', () => {
  it('publishes on the chosen domain and follows the steps until the page is live, with its link', async () => {
    let published = false;
    let reads = 0;
    const api = stubApi({
      [SITES]: () => sitesAnswer(published ? [site({ status: 'pending_certificate' })] : []),
      [PUBLISH]: () => {
        published = true;
        return siteAnswer(siteDetail({ status: 'pending_certificate' }, { steps: steps(2) }), 201);
      },
      [SITE]: () => {
        reads += 1;
        return reads < 2
          ? siteAnswer(siteDetail({ status: 'pending_certificate' }, { steps: steps(2) }))
          : siteAnswer(siteDetail());
      },
    });
    renderPublish();
    const dialog = await openDialog();

    const choices = await within(dialog).findByRole('group', { name: 'Choose the domain to publish on' });
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    await userEvent.click(within(choices).getByRole('radio', { name: 'boxhy.com' }));
    await userEvent.click(publish);

    expect(api.to(PUBLISH)[0]?.body).toEqual({ ideaId: IDEA_ID, domainId: DOMAIN_ID });
    const stepList = await within(dialog).findByRole('list', { name: 'Publishing steps' });
    expect(within(stepList).getAllByRole('listitem')).toHaveLength(4);
    // The first unfinished step is under way; the one after it waits for it.
    expect(within(stepList).getAllByRole('listitem')[2]).toHaveTextContent('HTTPS certificateIn progress');
    expect(within(stepList).getAllByRole('listitem')[3]).toHaveTextContent('Live on your domainWaiting');

    // Polled until live: then the link to the site, every step done.
    const link = await within(dialog).findByRole('link', { name: 'Open boxhy.com' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', 'https://boxhy.com/');
    const liveSteps = within(dialog).getByRole('list', { name: 'Publishing steps' });
    expect(
      within(liveSteps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Done'),
      expect.stringContaining('Done'),
      expect.stringContaining('Done'),
      expect.stringContaining('Done'),
    ]);
    const pollsWhenLive = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(pollsWhenLive);
  });

  it.each([
    [403, 'That domain is not in your account.'],
    [409, 'boxhy.com already shows another landing page. Unpublish it first.'],
    [502, 'The certificate authority could not validate boxhy.com: the HTTP-01 challenge was not answered.'],
  ])('shows the server’s message for a %i and stays on the choice', async (status, message) => {
    const api = stubApi({ [SITES]: () => sitesAnswer([]), [PUBLISH]: () => fail(status, message) });
    renderPublish();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'boxhy.com' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('radio', { name: 'boxhy.com' })).toBeChecked();
    expect(within(dialog).queryByRole('list', { name: 'Publishing steps' })).not.toBeInTheDocument();
    expect(api.to(PUBLISH)).toHaveLength(1);
  });

  it('lists the records to add when the nameservers are elsewhere, and checks again on request', async () => {
    const waiting = siteDetail(
      { status: 'pending_dns' },
      {
        steps: steps(1),
        requiredRecords: [
          { host: '@', type: 'A', value: '203.0.113.7', found: false },
          { host: 'www', type: 'CNAME', value: 'boxhy.com', found: true },
        ],
      },
    );
    let published = false;
    const api = stubApi({
      [SITES]: () => sitesAnswer(published ? [waiting.site] : []),
      [PUBLISH]: () => {
        published = true;
        return needsRecordsAnswer(waiting);
      },
      [SITE]: () => siteAnswer(waiting),
      [CHECK]: () => siteAnswer(waiting),
    });
    renderPublish();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'boxhy.com' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const table = await within(dialog).findByRole('table', { name: 'Records to add at your DNS provider' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('@A203.0.113.7Not yet');
    expect(rows[2]).toHaveTextContent('wwwCNAMEboxhy.comFound');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Waiting for DNS');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.to(CHECK)).toHaveLength(1));
  });

  it('explains a failed step and offers to try again', async () => {
    const failed = siteDetail(
      { status: 'failed', failureReason: 'The certificate authority could not reach boxhy.com over HTTP.' },
      { steps: steps(2, 'failed') },
    );
    const api = stubApi({
      [SITES]: () => sitesAnswer([failed.site]),
      [SITE]: () => siteAnswer(failed),
      [CHECK]: () => siteAnswer(failed),
    });
    renderPublish();
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Publishing stopped');
    expect(alert).toHaveTextContent('could not reach boxhy.com over HTTP');
    expect(within(dialog).queryByRole('link', { name: 'Open boxhy.com' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.to(CHECK)).toHaveLength(1));
  });

  it('says when the sites cannot be read, and reads them again on Try again', async () => {
    let calls = 0;
    stubApi({
      [SITES]: () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Something went wrong on our side.') : sitesAnswer([]);
      },
    });
    renderPublish();
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your published sites');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radio', { name: 'boxhy.com' })).toBeInTheDocument();
  });

  it('offers to buy a domain when the founder has none', async () => {
    stubApi({ [SITES]: () => sitesAnswer([]) });
    renderPublish({ domains: [] });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('You have no domains yet')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find a domain' }));
    expect(within(dialog).getByRole('tab', { name: 'Buy a domain' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Domains for “Boxhy”')).toBeInTheDocument();
  });
});

describe('publishing: buying a domain in the same flow', () => {
  it('keeps the publish while buying, and reopens with the new domain chosen when back from checkout', async () => {
    stubApi({ [SITES]: () => sitesAnswer([]) });
    const first = renderPublish({ path: '/build-startup/abc' });
    const dialog = await openDialog();
    // The tabs show once the founder's sites and domains are read.
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Buy a domain' }));
    const search = within(dialog).getByRole('searchbox', { name: 'Search for a domain' });
    expect(search).toHaveValue('Boxhy');
    await userEvent.clear(search);
    await userEvent.type(search, 'boxhy snacks{Enter}');
    expect(within(dialog).getByText('Domains for “boxhy snacks”')).toBeInTheDocument();
    expect(readPendingPublish()).toMatchObject({ ideaId: IDEA_ID, returnTo: '/build-startup/abc' });
    first.unmount();

    // Checkout's thank-you page links back with ?publish=1; the domain registered since is preselected.
    // Kept ten minutes ago (a kept publish is forgotten after a day, so never a fixed date); the domain was
    // registered five minutes after that, the other one a month before.
    const savedAt = Date.now() - 10 * 60_000;
    const at = (offsetMs: number) => new Date(savedAt + offsetMs).toISOString();
    sessionStorage.setItem(storageKeys.pendingPublish, JSON.stringify({ ...readPendingPublish(), savedAt }));
    const bought = { id: 'd-new', name: 'boxhysnacks.com', registeredAt: at(5 * 60_000) };
    const back = renderPublish({
      path: '/build-startup/abc?publish=1',
      resumes: true,
      domains: [{ id: DOMAIN_ID, name: 'boxhy.com', registeredAt: at(-30 * 24 * 3_600_000) }, bought],
    });
    const reopened = await screen.findByRole('dialog', { name: 'Publish your landing page' });
    expect(await within(reopened).findByRole('radio', { name: 'boxhysnacks.com' })).toBeChecked();
    expect(within(reopened).getByRole('radio', { name: 'boxhy.com' })).not.toBeChecked();
    await waitFor(() => expect(back.router.state.location.search).toBe(''));
  });

  it('does not open by itself for another idea’s kept publish', async () => {
    stubApi({ [SITES]: () => sitesAnswer([]) });
    keepPendingPublish('another-idea', '/build-startup/another-idea');
    renderPublish({ path: '/build-startup/abc?publish=1', resumes: true });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
