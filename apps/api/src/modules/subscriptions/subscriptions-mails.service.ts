import { composeMail } from '../../providers/mail/templates';

/** Messages about a startup plan subscription (receipts for renewals are order receipts). */
export const subscriptionMails = {
  renewalFailed: (to: string, name: string, reason: string, publicUrl: string) =>
    composeMail(to, 'We could not renew your Launchpad plan', `Your plan needs attention, ${name}`, [
      {
        kind: 'p',
        text: `We tried to take the payment for your plan's next period and it did not go through: ${reason}`,
      },
      {
        kind: 'p',
        text: 'Your plan is paused until it is paid. We will try again over the next few days; you can also add another card or choose your plan again.',
      },
      { kind: 'button', label: 'Review your subscription', href: `${publicUrl}/account/subscription` },
    ]),
  serviceRenewalFailed: (who: { to: string; name: string; service: string }, reason: string, publicUrl: string) =>
    composeMail(who.to, `We could not renew ${who.service}`, `${who.service} needs attention, ${who.name}`, [
      {
        kind: 'p',
        text: `We tried to take the payment for the next period of ${who.service} and it did not go through: ${reason}`,
      },
      {
        kind: 'p',
        text: 'We will try again over the next few days. To keep the service running, add another card and make it your primary card.',
      },
      { kind: 'button', label: 'Review your subscriptions', href: `${publicUrl}/account/subscription` },
    ]),
};
