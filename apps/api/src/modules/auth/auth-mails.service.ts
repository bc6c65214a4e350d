import { composeMail } from '../../providers/mail/templates';

/** The messages of the account flows, each with a link and/or the 6-digit code. */
export const authMails = {
  verifyEmail: (to: string, name: string, link: string, code: string) =>
    composeMail(to, 'Confirm your email address', `Welcome, ${name}`, [
      { kind: 'p', text: 'Confirm your email address to finish setting up your Launchpad account.' },
      { kind: 'button', label: 'Confirm email address', href: link },
      { kind: 'p', text: 'Or enter this code in the app. It expires in 24 hours.' },
      { kind: 'code', code },
    ]),
  changeEmail: (to: string, name: string, link: string, code: string) =>
    composeMail(to, 'Confirm your new email address', `Confirm your new address, ${name}`, [
      { kind: 'p', text: 'You asked to use this address for your Launchpad account. Confirm it to make the change.' },
      { kind: 'button', label: 'Confirm new address', href: link },
      { kind: 'p', text: 'Or enter this code in the app. It expires in 24 hours.' },
      { kind: 'code', code },
    ]),
  emailChangeRequested: (to: string, name: string, newEmail: string) =>
    composeMail(to, 'Your email address is changing', `Hello ${name}`, [
      {
        kind: 'p',
        text: `Someone asked to change the email address of your Launchpad account to ${newEmail}. If this was not you, reset your password now.`,
      },
    ]),
  resetPassword: (to: string, code: string) =>
    composeMail(to, 'Your password reset code', 'Reset your password', [
      { kind: 'p', text: 'Enter this code to choose a new password. It expires in 10 minutes and works once.' },
      { kind: 'code', code },
    ]),
  passwordChanged: (to: string, name: string) =>
    composeMail(to, 'Your password was changed', `Hello ${name}`, [
      {
        kind: 'p',
        text: 'The password of your Launchpad account was just changed and every other session was signed out. If this was not you, reset your password now.',
      },
    ]),
  signInFailures: (to: string, name: string, failures: number) =>
    composeMail(to, 'Failed attempts to sign in to your account', `Hello ${name}`, [
      {
        kind: 'p',
        text: `There have been ${failures} attempts to sign in to your Launchpad account with a wrong password in the last hour. If they were yours, you can reset your password from the sign-in page.`,
      },
      {
        kind: 'p',
        text: 'If they were not, your account is still safe while its password is strong and used nowhere else: the addresses the attempts come from are slowed down and then blocked, and you can still sign in as usual. Changing your password is a good idea if it is used anywhere else.',
      },
    ]),
  accountDeleted: (to: string, name: string) =>
    composeMail(to, 'Your account has been deleted', `Goodbye, ${name}`, [
      {
        kind: 'p',
        text: 'Your Launchpad account and its personal data have been deleted. Invoices for past orders are kept, without your personal details, as the law requires.',
      },
    ]),
};
