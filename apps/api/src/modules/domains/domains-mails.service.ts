import { formatDate, formatPounds } from '@launchpad/shared';
import { composeMail } from '../../providers/mail/templates';

const portfolioLink = (publicUrl: string) => ({
  kind: 'button' as const,
  label: 'Open your domains',
  href: `${publicUrl}/domain/list`,
});

/** What a customer is told about their domains: transfer codes, failed registrations, expiry and renewals. */
export const domainMails = {
  eppCode: (to: string, options: { domain: string; code: string; locked: boolean }, publicUrl: string) =>
    composeMail(to, `Transfer code for ${options.domain}`, `Your transfer (EPP) code for ${options.domain}`, [
      { kind: 'p', text: 'Give this code to the registrar you are moving the domain to. Keep it private.' },
      { kind: 'code', code: options.code },
      ...(options.locked
        ? [
            {
              kind: 'p' as const,
              text: `${options.domain} is locked against transfer: unlock it in your domain settings before the new registrar asks for it.`,
            },
          ]
        : []),
      { kind: 'p', text: 'A new code replaces this one whenever you request another.' },
      portfolioLink(publicUrl),
    ]),

  registrationFailed: (
    to: string,
    options: { name: string; domain: string; reason: string; refundPence: number },
    publicUrl: string,
  ) =>
    composeMail(to, `We could not register ${options.domain}`, `Sorry, ${options.name}`, [
      { kind: 'p', text: `We tried several times but could not register ${options.domain} for you.` },
      { kind: 'p', text: `Why: ${options.reason}` },
      {
        kind: 'p',
        text:
          options.refundPence > 0
            ? `We have refunded ${formatPounds(options.refundPence)} to the card you paid with, including anything bought with the domain. Refunds usually reach your account within 5 to 10 days.`
            : 'Nothing was charged for it, so there is nothing to refund.',
      },
      { kind: 'p', text: 'You can search for another name at any time.' },
      { kind: 'button', label: 'Find another name', href: `${publicUrl}/tools/domain-check` },
    ]),

  serviceFailed: (
    to: string,
    options: { name: string; service: string; domain: string; reason: string; refundPence: number },
    publicUrl: string,
  ) =>
    composeMail(to, `${options.service} for ${options.domain} could not be set up`, `Sorry, ${options.name}`, [
      { kind: 'p', text: `${options.domain} is registered, but we could not set up ${options.service} for it.` },
      { kind: 'p', text: `Why: ${options.reason}` },
      { kind: 'p', text: `We have refunded ${formatPounds(options.refundPence)} for it to the card you paid with.` },
      portfolioLink(publicUrl),
    ]),

  expiryReminder: (
    to: string,
    options: { domain: string; expiresAt: Date; daysBefore: number; autoRenew: boolean; renewalPence: number },
    publicUrl: string,
  ) =>
    composeMail(
      to,
      `${options.domain} expires in ${options.daysBefore} days`,
      `${options.domain} expires on ${formatDate(options.expiresAt)}`,
      [
        {
          kind: 'p',
          text: options.autoRenew
            ? `Auto-renew is on: we will renew it for a year at ${formatPounds(options.renewalPence)} plus VAT with your default card before it expires.`
            : `Auto-renew is off: the domain will stop working on ${formatDate(options.expiresAt)} unless you renew it.`,
        },
        portfolioLink(publicUrl),
      ],
    ),

  renewed: (to: string, options: { domain: string; expiresAt: Date; amountPence: number }, publicUrl: string) =>
    composeMail(to, `${options.domain} has been renewed`, `${options.domain} is renewed`, [
      {
        kind: 'p',
        text: `We renewed ${options.domain} for a year and charged ${formatPounds(options.amountPence)} (VAT included) to your default card. It now expires on ${formatDate(options.expiresAt)}.`,
      },
      portfolioLink(publicUrl),
    ]),

  renewalNeeded: (to: string, options: { domain: string; expiresAt: Date; reason: string }, publicUrl: string) =>
    composeMail(to, `${options.domain} could not be renewed automatically`, `${options.domain} needs your attention`, [
      { kind: 'p', text: `We could not renew ${options.domain} automatically: ${options.reason}` },
      {
        kind: 'p',
        text: `It will expire on ${formatDate(options.expiresAt)} unless it is renewed. Add a card to your account and we will try again.`,
      },
      portfolioLink(publicUrl),
    ]),

  expired: (to: string, options: { domain: string }, publicUrl: string) =>
    composeMail(to, `${options.domain} has expired`, `${options.domain} has expired`, [
      {
        kind: 'p',
        text: `${options.domain} was not renewed and has expired: websites and email on it stop working. It stays reserved for you for a while, so you can still renew it.`,
      },
      portfolioLink(publicUrl),
    ]),
};
