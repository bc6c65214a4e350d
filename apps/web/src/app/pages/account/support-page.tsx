import { Link } from 'react-router';
import { ChevronDown, Clock, Mail, MessageCircle } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader, Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';

const SUPPORT_EMAIL = 'support@launchpad.example';

const FAQ: { question: string; answer: string }[] = [
  {
    question: 'How long does company formation take?',
    answer:
      'Most companies are registered within 1 to 3 business days of a complete order. Some countries and US states take longer; the service page shows the usual time for each.',
  },
  {
    question: 'I did not receive my confirmation email. What now?',
    answer:
      'Check your spam folder first. From your dashboard you can send a new link, or enter the 6-digit code from the email on your profile page. Links expire after 24 hours.',
  },
  {
    question: 'How do I change my email address or password?',
    answer:
      'Change your email address on the Profile page: we send a link to the new address and the change takes effect once you confirm it. Change your password on the Password page.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'Visa, Mastercard, American Express and other major cards. Save a card on the Billing page to check out faster; your primary card is used for renewals.',
  },
  {
    question: 'Can I cancel my startup subscription?',
    answer:
      'Yes. A cancelled plan stays active until the end of the period you have paid for, and you keep everything you created.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Use Delete Account in the Danger zone at the bottom of your Profile page. Your profile and personal data are removed; invoices are kept without personal details, as the law requires.',
  },
];

/** /account/support: how to reach the team, and answers to the common questions. */
export default function SupportPage() {
  return (
    <>
      <PageHeader title="Support" description="We are here to help you start and grow your company." />
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-label="Email us" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6">
          <Mail className="size-5 text-brand-600" aria-hidden="true" />
          <h2 className="mt-4 font-semibold text-ink-900">Email us</h2>
          <p className="mt-1 text-sm text-ink-600">
            Tell us what you need and include your order number if you have one.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-4 inline-block text-sm font-semibold break-all text-brand-700 hover:underline"
          >
            {SUPPORT_EMAIL}
          </a>
        </section>
        <section aria-label="Contact form" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6">
          <MessageCircle className="size-5 text-brand-600" aria-hidden="true" />
          <h2 className="mt-4 font-semibold text-ink-900">Send a message</h2>
          <p className="mt-1 text-sm text-ink-600">Use the contact form and we will get back to you by email.</p>
          <Link to={paths.contact} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
            Open the contact form
          </Link>
        </section>
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-600">
        <Clock className="size-4 text-ink-400" aria-hidden="true" />
        We answer within one business day, Monday to Friday, 9:00 to 18:00 (UK time).
      </p>

      <Panel title="Frequently asked questions" className="mt-8">
        <div className="divide-y divide-ink-100">
          {FAQ.map(({ question, answer }) => (
            <details key={question} className="group py-4 first:pt-0 last:pb-0">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-medium text-ink-900 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  className="size-4 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-2 text-sm text-ink-600">{answer}</p>
            </details>
          ))}
        </div>
      </Panel>
    </>
  );
}
