import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ok, stubApi } from '@/test/api-stub';
import { renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const DOMAIN = { sld: 'acme', tld: 'com' };

function stubDns() {
  return stubApi({
    'POST /api/domains/getDNS': () =>
      ok({
        domain: 'acme.com',
        usingDefaults: true,
        nameservers: ['ns1.launchpad.test', 'ns2.launchpad.test'],
        defaultNameservers: ['ns1.launchpad.test', 'ns2.launchpad.test'],
      }),
    'POST /api/domains/getHosts': () =>
      ok({
        domain: 'acme.com',
        usingDefaultNameservers: true,
        hosts: [{ host: '@', type: 'A', value: '203.0.113.10', ttl: 1800, priority: null }],
      }),
    'POST /api/domains/getDomainSRVHosts': () => ok({ domain: 'acme.com', hosts: [] }),
    'POST /api/domains/getDomainSPFHosts': () => ok({ domain: 'acme.com', hosts: [] }),
    'POST /api/domains/dnsHistory': () => ok({ domain: 'acme.com', changes: [] }),
    'POST /api/domains/setHosts': () =>
      ok({ domain: 'acme.com', usingDefaultNameservers: true, hosts: [] }, 'Host records saved.'),
  });
}

describe('DNS management: the host record editor (issue 6)', () => {
  it('validates rows inline with the shared DNS rules and saves the whole set only when valid', async () => {
    const user = userEvent.setup();
    const api = stubDns();
    renderApp(paths.domainDnsFor(DOMAIN), signedIn());

    const panel = await screen.findByRole('region', { name: 'Host records' });
    const first = await within(panel).findByRole('listitem', { name: 'Record 1' });
    expect(within(first).getByRole('textbox', { name: 'Value' })).toHaveValue('203.0.113.10');
    // Priority only applies to MX.
    expect(within(first).getByRole('textbox', { name: 'Priority' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Add record' }));
    const second = within(panel).getByRole('listitem', { name: 'Record 2' });
    const value = within(second).getByRole('textbox', { name: 'Value' });
    await user.type(value, '300.1.1.1');
    // Not shown while typing: only once the field is left.
    expect(within(second).queryByText(/is not an IPv4 address/)).not.toBeInTheDocument();
    await user.tab();
    expect(within(second).getByText('Record 2 (A @): 300.1.1.1 is not an IPv4 address.')).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription('Record 2 (A @): 300.1.1.1 is not an IPv4 address.');

    // MX: a hostname and a priority.
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Type' }), 'MX');
    expect(
      within(second).getByText(
        'Record 2 (MX @): 300.1.1.1 is not a hostname for the mail server (e.g. mx1.example.com).',
      ),
    ).toBeInTheDocument();
    const priority = within(second).getByRole('textbox', { name: 'Priority' });
    expect(priority).toBeEnabled();
    await user.clear(priority);
    await user.tab();
    expect(
      within(second).getByText('Record 2 (MX @): Priority must be a whole number from 0 to 65535.'),
    ).toBeInTheDocument();

    // Save with problems: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save host records' }));
    expect(api.to('POST /api/domains/setHosts')).toHaveLength(0);

    await user.clear(value);
    await user.type(value, 'mx1.acme.com');
    await user.type(priority, '10');
    expect(within(second).queryByText(/Record 2/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save host records' }));

    expect(await screen.findByText('Host records saved.')).toBeInTheDocument();
    expect(api.to('POST /api/domains/setHosts')[0]?.body).toEqual({
      sld: 'acme',
      tld: 'com',
      hosts: [
        { host: '@', type: 'A', value: '203.0.113.10', ttl: 1800, priority: null },
        { host: '@', type: 'MX', value: 'mx1.acme.com', ttl: 1800, priority: 10 },
      ],
    });
  });

  it('refuses a CNAME at the apex and lets a row be deleted', async () => {
    const user = userEvent.setup();
    const api = stubDns();
    renderApp(paths.domainDnsFor(DOMAIN), signedIn());

    const panel = await screen.findByRole('region', { name: 'Host records' });
    const first = await within(panel).findByRole('listitem', { name: 'Record 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Type' }), 'CNAME');
    await user.click(screen.getByRole('button', { name: 'Save host records' }));
    expect(within(first).getByText(/A CNAME cannot be at the apex/)).toBeInTheDocument();
    expect(api.to('POST /api/domains/setHosts')).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: 'Delete record 1' }));
    expect(within(panel).getByText(/No host records yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save host records' }));
    await waitFor(() => expect(api.to('POST /api/domains/setHosts')[0]?.body).toEqual({ ...DOMAIN, hosts: [] }));
  });

  it('asks which domain when none is in the address', async () => {
    stubApi({
      'POST /api/domains/alldomains': () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: [],
              page_meta: { total_items_count: 0, has_next_page: false, page: 1, page_size: 10 },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        ),
    });
    renderApp(paths.domainDns, signedIn());
    expect(await screen.findByRole('heading', { name: 'DNS management' })).toBeInTheDocument();
    expect(await screen.findByText('No domains yet')).toBeInTheDocument();
  });
});
