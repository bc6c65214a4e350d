import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import { faqStructuredData } from './components/faq-document';
import { ID_PROTECT_FAQS } from './documents/id-protect-faqs';
import { PRIVACY } from './documents/privacy';
import { SSL_FAQS } from './documents/ssl-faqs';
import { TERMS } from './documents/terms';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const stubContact = (answer: () => Response) =>
  stubApi({ 'POST /api/products/page-seo': () => fail(404, 'No metadata'), 'POST /api/contact': answer });

describe('/contact-us', () => {
  it('checks the form, shows the server message and then thanks the sender', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = stubContact(() =>
      ++attempt === 1
        ? fail(429, 'You have sent us several messages in the last hour. Please try again later.')
        : json(201, { success: true, message: 'Thank you: we have received your message.', data: { id: 'm1' } }),
    );
    renderApp('/contact-us');
    const form = await screen.findByRole('form', { name: 'Contact us' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('Enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Tell us a little more: at least 10 characters.')).toBeInTheDocument();
    expect(api.to('POST /api/contact')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Grace Hopper');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'grace@example');
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Irish company');
    await user.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Can you form an Irish company?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('Enter an email address like name@example.com.')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Email' }), '.test');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(/several messages in the last hour/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you: we have received your message.')).toBeInTheDocument();
    expect(api.to('POST /api/contact').at(-1)?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      subject: 'Irish company',
      message: 'Can you form an Irish company?',
    });
  });
});

describe('legal and FAQ pages', () => {
  it('shows the terms with a contents list linking to each section', async () => {
    stubContact(() => fail(500, 'unused'));
    renderApp('/terms-&-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: TERMS.title })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const first = TERMS.sections[0];
    expect(within(contents).getByRole('link', { name: `1. ${first?.heading}` })).toHaveAttribute(
      'href',
      `#${first?.id}`,
    );
  });

  it('shows the SSL FAQs with FAQPage structured data for every question', async () => {
    stubContact(() => fail(500, 'unused'));
    const { container } = renderApp('/ssl-faqs');
    expect(await screen.findByRole('heading', { level: 1, name: SSL_FAQS.title })).toBeInTheDocument();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    const questions = SSL_FAQS.groups.flatMap((group) => group.items);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(questions.length);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: questions[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: questions[0]?.answer.join('\n\n') },
    });
  });

  it('has complete documents: unique section ids and enough questions', () => {
    for (const document of [TERMS, PRIVACY]) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(document.sections.length).toBeGreaterThanOrEqual(10);
    }
    expect(faqStructuredData(SSL_FAQS).mainEntity.length).toBeGreaterThanOrEqual(14);
    expect(faqStructuredData(ID_PROTECT_FAQS).mainEntity.length).toBeGreaterThanOrEqual(12);
  });
});
