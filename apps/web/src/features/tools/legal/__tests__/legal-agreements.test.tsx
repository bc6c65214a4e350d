import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldsFor, findLegalTemplate, toolsEndpoints as endpoints } from '@launchpad/shared';
import { sampleLegalValues } from '@launchpad/shared/domain/legal-fixtures';
import { fail, ok, stubApi } from '@/test/api-stub';
import { renderWithProviders, signedIn } from '@/test/fixtures';
import LegalAgreementsPage from '../pages/legal-agreements-page';

const nda = findLegalTemplate('mutual-nda');
if (!nda) throw new Error('mutual-nda missing');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function render(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [`POST ${endpoints.legalDocuments.path}`]: () => ok([]), ...routes });
  renderWithProviders(<LegalAgreementsPage />, { session: signedIn() });
  return api;
}

const preview = () => screen.getByRole('article', { name: /Preview of/ });

describe('legal agreements page', () => {
  it('shows the template cards and a live preview that follows the form', async () => {
    render();
    const cards = within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('button');
    expect(cards).toHaveLength(7);
    expect(screen.getByRole('button', { name: /Mutual Non-Disclosure Agreement/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    expect(within(preview()).getAllByText('[First party name]').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('First party name'), 'Acme Widgets Ltd');
    await waitFor(() => expect(within(preview()).getAllByText('Acme Widgets Ltd').length).toBeGreaterThan(0));
    expect(within(preview()).queryByText('[First party name]')).toBeNull();
    expect(within(preview()).getByText(/the law of England and Wales/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Delaware/ }));
    expect(await within(preview()).findByText(/the laws of the State of Delaware/)).toBeInTheDocument();
    expect(within(preview()).getByText(/irreparable harm/)).toBeInTheDocument();
  });

  it('validates inline with the shared messages once a field is left', async () => {
    render();
    const email = () => screen.getByLabelText('First founder email');
    await userEvent.click(screen.getByRole('button', { name: /Founders' Agreement/ }));
    expect(screen.queryByText('Company name is required')).toBeNull();
    await userEvent.click(screen.getByLabelText('Company name'));
    await userEvent.tab();
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(email(), 'ada@');
    await userEvent.tab();
    expect(await screen.findByText('First founder email must be a valid email address')).toBeInTheDocument();
    await userEvent.type(email(), 'example.com');
    await waitFor(() => expect(screen.queryByText('First founder email must be a valid email address')).toBeNull());

    await userEvent.type(screen.getByLabelText('First founder equity (%)'), '70');
    await userEvent.type(screen.getByLabelText('Second founder equity (%)'), '40');
    await userEvent.tab();
    expect(await screen.findByText("The founders' shares add up to more than 100%.")).toBeInTheDocument();
  });

  it('does not download an unfinished document: it shows every problem instead', async () => {
    const api = render();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('First party name is required')).toBeInTheDocument();
    expect(screen.getByText('Effective date is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First party name')).toHaveFocus();
    expect(api.to(`POST ${endpoints.legalPdf.path}`)).toHaveLength(0);
  });

  it('downloads the filled document and names it after the template and the parties', async () => {
    const created = vi.fn(() => 'blob:legal');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = render({
      [`POST ${endpoints.legalDocx.path}`]: () => new Response(new Blob(['PK']), { status: 200 }),
      [`POST ${endpoints.legalPdf.path}`]: () => fail(400, 'Please fill in: Purpose.'),
    });
    const values = sampleLegalValues(nda);
    for (const field of fieldsFor(nda, 'england-wales')) {
      fireEvent.change(screen.getByLabelText(field.label), { target: { value: values[field.key] } });
    }
    expect(screen.getByText('7 of 7 complete')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download Word' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(api.to(`POST ${endpoints.legalDocx.path}`)[0]?.body).toEqual({
      templateId: 'mutual-nda',
      jurisdiction: 'england-wales',
      values,
    });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Mutual Non-Disclosure Agreement - Acme Widgets Ltd and Beta Ventures Ltd.docx');

    // A refusal from the server is shown as its message.
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Please fill in')).toBeInTheDocument();
  });

  it('lists the documents generated before and opens one in the form again', async () => {
    Element.prototype.scrollIntoView = vi.fn(); // not in jsdom
    render({
      [`POST ${endpoints.legalDocuments.path}`]: () =>
        ok([
          {
            id: 'd1',
            templateId: 'privacy-policy',
            title: 'Privacy Policy',
            jurisdiction: 'ireland',
            format: 'pdf',
            fileName: 'Privacy Policy - Acme Widgets Ltd.pdf',
            values: { companyName: 'Acme Widgets Ltd', contactEmail: 'privacy@acme.example' },
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
    });
    expect(await screen.findByText('Privacy Policy - Acme Widgets Ltd.pdf')).toBeInTheDocument();
    expect(screen.getByText(/Ireland · 20 Nov 2026/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Open Privacy Policy - Acme Widgets Ltd.pdf in the form' }),
    );
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Widgets Ltd');
    expect(screen.getByRole('radio', { name: /Ireland/ })).toBeChecked();
    expect(within(preview()).getByText(/Data Protection Commission/)).toBeInTheDocument();
    expect(screen.getByText('Registered address is required')).toBeInTheDocument();
  });
});
