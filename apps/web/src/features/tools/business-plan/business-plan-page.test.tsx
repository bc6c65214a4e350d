import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

const toolsUser = () =>
  signedIn(makeUser({ planType: { name: 'Growth', price: 2900, tools: true, build_startup_ai: false } }));

const storedPlan = () =>
  JSON.parse(localStorage.getItem(storageKeys.businessPlan) ?? 'null') as {
    step: number;
    formData: Record<string, unknown>;
  } | null;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:plan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => localStorage.clear());

const next = () => screen.getByRole('button', { name: /^Next:/ });
const progress = () => screen.getByRole('progressbar', { name: 'Progress through the plan' });

describe('/tools/business-plan', () => {
  it('walks the 13 steps within bounds with a progress indicator, keeping answers on this device', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp('/tools/business-plan', toolsUser());
    expect(
      await screen.findByRole('heading', { name: 'Business plan', level: 1 }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getAllByRole('button', { name: 'Back' })[0]!).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme Robotics');
    await user.click(next());
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('heading', { name: 'Summary', level: 2 })).toHaveFocus();
    await user.click(next());
    await user.click(next());
    // Step 4: the five problem slots of SPEC §3.
    expect(screen.getAllByRole('textbox', { name: /^Problem \d$/ })).toHaveLength(5);
    await user.type(screen.getByRole('textbox', { name: 'Problem 1' }), 'Folding takes hours');

    await waitFor(() => expect(storedPlan()?.step).toBe(4));
    expect(storedPlan()?.formData).toMatchObject({ companyName: 'Acme Robotics' });
    expect((storedPlan()?.formData.problemList as string[])[0]).toBe('Folding takes hours');

    const steps = screen.getByRole('navigation', { name: 'Business plan steps' });
    await user.click(within(steps).getByRole('button', { name: /Notes/ }));
    expect(progress()).toHaveAttribute('aria-valuenow', '13');
    expect(screen.getByText('Last step')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next:/ })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    expect(progress()).toHaveAttribute('aria-valuenow', '12');
  }, 15_000);

  it('keeps the last keystroke when the page is left at once (a reload or a closed tab)', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp('/tools/business-plan', toolsUser());
    await screen.findByRole('heading', { name: 'Business plan', level: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme');
    window.dispatchEvent(new Event('pagehide'));
    expect(storedPlan()?.formData).toMatchObject({ companyName: 'Acme' });
  });

  it('restores the plan from local storage and resets it after confirming', async () => {
    localStorage.setItem(
      storageKeys.businessPlan,
      JSON.stringify({ step: 7, formData: { companyName: 'Stored Ltd', competitors: [{ name: 'Rival' }] } }),
    );
    stubApi({});
    const user = userEvent.setup();
    renderApp('/tools/business-plan', toolsUser());
    expect(await screen.findByRole('heading', { name: 'Competition', level: 2 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Rival')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reset plan' }));
    await user.click(await screen.findByRole('button', { name: 'Reset plan', hidden: false }));
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '1'));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    await waitFor(() => expect(storedPlan()?.formData.companyName).toBe(''));
  });

  it('takes only amounts in the money fields, saying so under the field', async () => {
    localStorage.setItem(storageKeys.businessPlan, JSON.stringify({ step: 12, formData: { companyName: 'Acme' } }));
    stubApi({});
    const user = userEvent.setup();
    renderApp('/tools/business-plan', toolsUser());
    const costs = await screen.findByRole('textbox', { name: /Start-up costs/ });
    await user.type(costs, 'about twenty grand');
    expect(costs).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an amount in pounds, such as 25000 or £25,000.50.')).toBeInTheDocument();
    await user.clear(costs);
    await user.type(costs, '£25,000.50');
    expect(costs).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter an amount in pounds, such as 25000 or £25,000.50.')).not.toBeInTheDocument();
  });

  it('asks for the company name before downloading, then downloads the PDF named after it', async () => {
    localStorage.setItem(storageKeys.businessPlan, JSON.stringify({ step: 13, formData: {} }));
    const api = stubApi({
      'POST /api/tools/business-plan/export': () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/tools/business-plan', toolsUser());
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Enter the company name (step 1) before downloading.')).toBeInTheDocument();
    expect(api.to('POST /api/tools/business-plan/export')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Go to step 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Business plan steps' })).getByRole('button', { name: /Notes/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(api.to('POST /api/tools/business-plan/export')).toHaveLength(1));
    expect(api.to('POST /api/tools/business-plan/export')[0]?.body).toMatchObject({
      format: 'pdf',
      formData: { companyName: 'Acme' },
    });
    expect(await screen.findByText(/Your business plan \(PDF\) is downloading/)).toBeInTheDocument();
    expect(saved).toEqual(['Acme - business plan.pdf']);
  }, 15_000);

  it('guides company formation in four bounded steps and links the products that fit', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp('/tools/business-plan', toolsUser());
    const flow = await screen.findByRole('region', { name: /Not incorporated yet/ });
    const f = within(flow);
    expect(f.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(f.getByRole('button', { name: 'Next' }));
    expect(f.getByText('Choose the country to form the company in.')).toBeInTheDocument();

    await user.selectOptions(f.getByRole('combobox', { name: 'Country' }), 'US');
    await user.click(f.getByRole('button', { name: 'Next' }));
    expect(f.getByText('Choose the US state.')).toBeInTheDocument();
    await user.selectOptions(f.getByRole('combobox', { name: 'State' }), 'DE');
    await user.click(f.getByRole('button', { name: 'Next' }));
    await user.click(f.getByRole('radio', { name: /C corporation/ }));
    await user.click(f.getByRole('button', { name: 'Next' }));
    await user.click(f.getByRole('button', { name: 'Next' }));
    expect(f.getByText('Question 4 of 4')).toBeInTheDocument();
    expect(f.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(f.getByRole('checkbox', { name: 'Protect the name with a trade mark' }));

    expect(f.getByText('C corporation formation in Delaware, United States')).toBeInTheDocument();
    const links = f.getAllByRole('link', { name: /See options/ });
    expect(links[0]).toHaveAttribute('href', '/services/company-formation/United%20States/Delaware');
    expect(links[1]).toHaveAttribute('href', '/services/trade-mark');
    expect(JSON.parse(localStorage.getItem(storageKeys.flowForm) ?? '{}')).toMatchObject({
      step: 4,
      answers: { countryCode: 'US', stateCode: 'DE', companyType: 'c-corp', extras: ['tradeMark'] },
    });
  }, 15_000);
});
