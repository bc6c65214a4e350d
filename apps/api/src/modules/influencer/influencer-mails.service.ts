import { formatPounds } from '@launchpad/shared';
import { composeMail } from '../../providers/mail/templates';

const influencerLink = (publicUrl: string) => ({
  kind: 'button' as const,
  label: 'Open Connect & Earn',
  href: `${publicUrl}/influencer`,
});

/** Connect & Earn messages (issue 10): to the applicant at each step, and to staff on a new application. */
export const influencerMails = {
  received: (to: string, name: string, publicUrl: string) =>
    composeMail(to, 'We have received your Connect & Earn application', `Thank you for applying, ${name}`, [
      {
        kind: 'p',
        text: 'Our team reviews every application within 1–3 business days. We will email you as soon as we have decided.',
      },
      influencerLink(publicUrl),
    ]),

  staffNew: (
    to: string,
    applicant: { name: string; email: string; channels: string[]; audience: string },
    publicUrl: string,
  ) =>
    composeMail(to, `New Connect & Earn application from ${applicant.name}`, 'A new influencer application', [
      { kind: 'p', text: `${applicant.name} (${applicant.email}) applied to Connect & Earn.` },
      { kind: 'p', text: `Channels: ${applicant.channels.join(', ')}.` },
      { kind: 'p', text: `Audience: ${applicant.audience}` },
      { kind: 'button', label: 'Review applications', href: `${publicUrl}/admin` },
    ]),

  approved: (
    to: string,
    options: { name: string; code: string; ratePercent: number; link: string },
    publicUrl: string,
  ) =>
    composeMail(to, 'Welcome to Connect & Earn', `You are approved, ${options.name}`, [
      {
        kind: 'p',
        text: `Your coupon ${options.code} and your referral link are ready. You earn ${options.ratePercent}% commission on what your customers pay before VAT.`,
      },
      { kind: 'p', text: `Your referral link (valid for the Startup Membership Plan): ${options.link}` },
      influencerLink(publicUrl),
    ]),

  rejected: (to: string, options: { name: string; reason: string }, publicUrl: string) =>
    composeMail(to, 'Your Connect & Earn application', `We could not approve your application, ${options.name}`, [
      { kind: 'p', text: `Reason: ${options.reason}` },
      { kind: 'p', text: 'You are welcome to apply again with more detail about your audience and channels.' },
      { kind: 'button', label: 'Apply again', href: `${publicUrl}/referral` },
    ]),

  payout: (to: string, options: { name: string; amountPence: number }, publicUrl: string) =>
    composeMail(
      to,
      `Connect & Earn payout: ${formatPounds(options.amountPence)}`,
      `We have paid you, ${options.name}`,
      [
        { kind: 'p', text: `We have recorded a payout of ${formatPounds(options.amountPence)} of your commission.` },
        influencerLink(publicUrl),
      ],
    ),
};
