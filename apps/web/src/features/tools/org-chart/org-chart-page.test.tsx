import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addSubordinate, defaultOrgChart, type TOrgNode } from '@launchpad/shared';
import { storageKeys } from '@/config/storage-keys';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

const toolsUser = () =>
  signedIn(makeUser({ planType: { name: 'Growth', price: 2900, tools: true, build_startup_ai: false } }));

const stored = (): { root: TOrgNode; updatedAt: string } | null =>
  JSON.parse(localStorage.getItem(storageKeys.orgChart) ?? 'null') as { root: TOrgNode; updatedAt: string } | null;

const people = () => within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => localStorage.clear());

function stubChart(saved: { chart: TOrgNode; updatedAt: string } | null = null) {
  const api = stubApi({
    'POST /api/tools/org-chart': () => ok(saved),
    'POST /api/tools/org-chart/save': (call) =>
      ok({ chart: (call.body as { chart: TOrgNode }).chart, updatedAt: new Date().toISOString() }),
  });
  return api;
}

describe('/tools/organisational-chart', () => {
  it('starts with a root and two empty reports, edits in place, adds, undoes and saves to the account', async () => {
    const api = stubChart();
    const user = userEvent.setup();
    renderApp('/tools/organisational-chart', toolsUser());

    expect(await screen.findByRole('heading', { name: 'Organisation chart', level: 1 })).toBeInTheDocument();
    expect(people()).toHaveLength(3);
    expect(screen.getByText('3 people')).toBeInTheDocument();
    // The root has no sibling and cannot be removed.
    expect(screen.getAllByRole('button', { name: /Add a colleague/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);

    const [rootName] = screen.getAllByRole('textbox', { name: 'Name' });
    await user.type(rootName!, 'Ada Lovelace{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Name of Ada Lovelace' })).toHaveValue('Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Role of Ada Lovelace' }), 'Founder{Enter}');

    await user.click(screen.getByRole('button', { name: 'Add a report to Ada Lovelace' }));
    expect(people()).toHaveLength(4);
    expect(stored()?.root.subordinates).toHaveLength(3);
    expect(stored()?.root).toMatchObject({ name: 'Ada Lovelace', role: 'Founder' });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(people()).toHaveLength(3);

    await waitFor(() => expect(screen.getByText('Saved to your account')).toBeInTheDocument(), { timeout: 4000 });
    const saves = api.to('POST /api/tools/org-chart/save');
    const last = saves[saves.length - 1]?.body as { chart: TOrgNode };
    expect(last.chart).toMatchObject({ name: 'Ada Lovelace', role: 'Founder' });
    expect(last.chart.subordinates).toHaveLength(2);
  }, 15_000);

  it('keeps the last edit when the person leaves without clicking away', async () => {
    stubChart();
    const user = userEvent.setup();
    const { router } = renderApp('/tools/organisational-chart', toolsUser());
    await screen.findByRole('heading', { name: 'Organisation chart', level: 1 });
    const [rootName] = screen.getAllByRole('textbox', { name: 'Name' });
    await user.type(rootName!, 'Grace Hopper');
    expect(rootName).toHaveFocus();
    // Straight to another page (as Back or a link in the header would), the field never blurred.
    await act(() => router.navigate('/tools'));
    await waitFor(() => expect(stored()?.root.name).toBe('Grace Hopper'));
  });

  it('keeps the last edit when the tab is closed or reloaded while typing', async () => {
    stubChart();
    const user = userEvent.setup();
    renderApp('/tools/organisational-chart', toolsUser());
    await screen.findByRole('heading', { name: 'Organisation chart', level: 1 });
    const [, firstReport] = screen.getAllByRole('textbox', { name: 'Role' });
    await user.type(firstReport!, 'Head of Sales');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()?.root.subordinates[0]?.role).toBe('Head of Sales');
  });

  it('adds a colleague next to a report and removes a report', async () => {
    stubChart();
    const user = userEvent.setup();
    renderApp('/tools/organization-chart', toolsUser());
    await screen.findByRole('list', { name: 'People' });
    const [firstSibling] = screen.getAllByRole('button', { name: /Add a colleague/ });
    await user.click(firstSibling!);
    expect(people()).toHaveLength(4);
    const [firstRemove] = screen.getAllByRole('button', { name: /^Remove/ });
    await user.click(firstRemove!);
    expect(people()).toHaveLength(3);
  });

  it('opens the account copy when it is newer than this device, and stays readable with 60 people', async () => {
    let chart: TOrgNode = { ...defaultOrgChart(1), name: 'Grace Hopper', role: 'CEO' };
    for (let i = 0; i < 57; i += 1) chart = addSubordinate(chart, chart.subordinates[i % 2]!.id, 100 + i);
    localStorage.setItem(
      storageKeys.orgChart,
      JSON.stringify({ root: defaultOrgChart(5), updatedAt: '2026-01-01T00:00:00.000Z' }),
    );
    stubChart({ chart, updatedAt: '2026-06-01T00:00:00.000Z' });
    renderApp('/tools/organisational-chart', toolsUser());
    expect(await screen.findByDisplayValue('Grace Hopper')).toBeInTheDocument();
    expect(people()).toHaveLength(60);
    expect(screen.getByText('60 people')).toBeInTheDocument();
    await waitFor(() => expect(stored()?.root.name).toBe('Grace Hopper'));
  });

  it('keeps working on this device when the account cannot be reached', async () => {
    stubApi({ 'POST /api/tools/org-chart': () => fail(500, 'Down') });
    renderApp('/tools/organisational-chart', toolsUser());
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    expect(people()).toHaveLength(3);
  });

  it('zooms with the buttons and the keyboard, and pans with the arrow keys', async () => {
    stubChart();
    const user = userEvent.setup();
    renderApp('/tools/organisational-chart', toolsUser());
    const surface = await screen.findByRole('region', { name: /Organisation chart\. Arrow keys pan/ });
    await user.click(screen.getByRole('button', { name: 'Actual size' }));
    expect(screen.getByText('100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('120%')).toBeInTheDocument();
    act(() => surface.focus());
    await user.keyboard('-');
    expect(screen.getByText('100%')).toBeInTheDocument();
    const canvas = surface.firstElementChild as HTMLElement;
    const before = canvas.style.transform;
    await user.keyboard('{ArrowLeft}');
    expect(canvas.style.transform).not.toBe(before);
  });

  it('sends people without the tools plan to the plans page', async () => {
    stubChart();
    const { router } = renderApp('/tools/organisational-chart', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/startup-package'));
  });
});
