import { BadgePercent, CalendarClock, ChevronDown, Link2, PoundSterling, ShieldCheck, UserCheck } from 'lucide-react';
import {
  COMMISSION_REFUND_WINDOW_DAYS,
  DEFAULT_REFERRAL_RATE_BP,
  MIN_PAYOUT_PENCE,
  REFERRAL_ATTRIBUTION_DAYS,
} from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';

const RATE = DEFAULT_REFERRAL_RATE_BP / 100;
const MIN_PAYOUT = formatPounds(MIN_PAYOUT_PENCE);
/** The worked example: a £490.00 invoice at the standard rate. */
const EXAMPLE_INVOICE = 49_000;
const EXAMPLE_COMMISSION = Math.round((EXAMPLE_INVOICE * DEFAULT_REFERRAL_RATE_BP) / 10_000);

const STEPS = [
  {
    icon: UserCheck,
    title: 'Apply',
    body: 'Tell us about your audience and where you publish. It takes two minutes.',
  },
  {
    icon: ShieldCheck,
    title: 'Get approved',
    body: 'Our team reviews every application within 1–3 business days and emails you the decision.',
  },
  {
    icon: Link2,
    title: 'Share your link or coupon',
    body: 'Your dashboard gives you a personal referral link and coupon codes to share with your followers.',
  },
  {
    icon: PoundSterling,
    title: 'Earn commission',
    body: 'Every paid invoice your link or code brings in earns you a share, tracked live in your dashboard.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="container-page py-14 sm:py-20">
      <h2 id="how-title" className="text-2xl font-semibold tracking-tight text-ink-950 sm:text-3xl">
        How it works
      </h2>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-xs">
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-ink-500">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 font-semibold text-ink-900">{title}</h3>
            <p className="mt-1 text-sm text-ink-600">{body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const RULES = [
  {
    icon: BadgePercent,
    title: 'Commission on paid invoices',
    body: `You earn your commission rate (${RATE}% as standard) of what the customer pays, in pounds and pence.`,
  },
  {
    icon: CalendarClock,
    title: `${REFERRAL_ATTRIBUTION_DAYS}-day attribution`,
    body: `A visitor who signs up through your link counts as yours for ${REFERRAL_ATTRIBUTION_DAYS} days.`,
  },
  {
    icon: ShieldCheck,
    title: `${COMMISSION_REFUND_WINDOW_DAYS}-day refund window`,
    body: `Commission becomes payable ${COMMISSION_REFUND_WINDOW_DAYS} days after payment; refunds and chargebacks reverse it.`,
  },
  {
    icon: PoundSterling,
    title: `${MIN_PAYOUT} minimum payout`,
    body: `We pay out once your payable commission reaches ${MIN_PAYOUT}.`,
  },
] as const;

export function ProgrammeRules() {
  return (
    <section aria-labelledby="rules-title" className="bg-ink-25 py-14 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div>
          <h2 id="rules-title" className="text-2xl font-semibold tracking-tight text-ink-950 sm:text-3xl">
            The rules, simply
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {RULES.map(({ icon: Icon, title, body }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-xs ring-1 ring-ink-100">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{title}</h3>
                  <p className="mt-1 text-sm text-ink-600">{body}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800 ring-1 ring-brand-100 ring-inset">
            The referral link is valid only for the Startup Membership Plan. Coupon codes work on the products staff set
            them up for.
          </p>
        </div>
        <figure className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
          <figcaption className="text-sm font-semibold text-brand-700">Commission example</figcaption>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">A customer you referred pays</dt>
              <dd className="font-medium text-ink-900 tabular-nums">{formatPounds(EXAMPLE_INVOICE)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">Your commission rate</dt>
              <dd className="font-medium text-ink-900 tabular-nums">{RATE}%</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-ink-100 pt-3">
              <dt className="font-semibold text-ink-900">You earn</dt>
              <dd className="text-xl font-semibold text-success-700 tabular-nums">
                {formatPounds(EXAMPLE_COMMISSION)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-xs text-ink-500">
            Payable after the {COMMISSION_REFUND_WINDOW_DAYS}-day refund window; paid out from {MIN_PAYOUT}.
          </p>
        </figure>
      </div>
    </section>
  );
}

const FAQ = [
  {
    question: 'Who can apply?',
    answer:
      'Anyone with a Launchpad account and an audience of founders, freelancers or people thinking of starting a business: creators, newsletter writers, community organisers, podcasters.',
  },
  {
    question: 'What does the referral link cover?',
    answer: `The referral link is valid only for the Startup Membership Plan. When someone signs up through it and buys the plan within ${REFERRAL_ATTRIBUTION_DAYS} days, you earn commission on the paid invoice.`,
  },
  {
    question: 'How are coupon codes different?',
    answer:
      'Coupons give your followers a discount on the products staff set them up for (codes starting with inf- cover every startup package). You earn commission on each paid invoice that uses one.',
  },
  {
    question: 'When do I get paid?',
    answer: `Commission becomes payable ${COMMISSION_REFUND_WINDOW_DAYS} days after the invoice is paid, once the refund window has passed. We pay out when your payable commission reaches ${MIN_PAYOUT}; every payout shows in the Payments tab.`,
  },
  {
    question: 'Can I refer myself?',
    answer:
      'No. Purchases from your own account, email address or payment card earn no commission, and refunded or charged-back invoices reverse the commission they earned.',
  },
] as const;

export function ProgrammeFaq() {
  return (
    <section aria-labelledby="faq-title" className="container-page py-14 sm:py-20">
      <h2 id="faq-title" className="text-2xl font-semibold tracking-tight text-ink-950 sm:text-3xl">
        Questions, answered
      </h2>
      <div className="mt-6 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-xs">
        {FAQ.map(({ question, answer }) => (
          <details key={question} className="group px-5 py-4 sm:px-6">
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
    </section>
  );
}
