import { formatDate } from '@launchpad/shared';
import { escapeHtml } from '../../lib/html';
import type { TMailMessage } from '../mail/mail.provider';
import { composeMail } from '../mail/templates';

/** Mail templates' names, as the outbox records them. */
export const SSL_MAIL_TEMPLATES = {
  approval: 'ssl_approval',
  fulfilment: 'ssl_fulfilment',
} as const;

const PEM_PLACEHOLDER = '[[certificate-pem]]';

/** The shared layout has no block for preformatted text: the PEM goes in a <pre> in place of a marker. */
function withPem(message: TMailMessage, pem: string): TMailMessage {
  const pre = `<pre style="margin:0 0 16px;padding:12px;background:#f1f5f9;border-radius:8px;font-size:12px;line-height:1.4;white-space:pre-wrap;word-break:break-all;font-family:ui-monospace,Menlo,monospace">${escapeHtml(pem)}</pre>`;
  return {
    ...message,
    html: message.html.replace(new RegExp(`<p[^>]*>${PEM_PLACEHOLDER.replace(/[[\]]/g, '\\$&')}</p>`), () => pre),
    text: message.text.replace(PEM_PLACEHOLDER, pem.trim()),
  };
}

/** The messages of the built-in registrar's certificate authority (the approver's link, the certificate). */
export const sslMails = {
  /** To the domain's approver: approving issues the certificate (domain validation by email). */
  approval: (to: string, options: { commonName: string; productName: string; link: string }) =>
    composeMail(to, `Approve the SSL certificate for ${options.commonName}`, 'Approve an SSL certificate', [
      {
        kind: 'p',
        text: `Someone asked for a ${options.productName} certificate for ${options.commonName} and chose ${to} to approve it.`,
      },
      { kind: 'p', text: 'If you manage this domain and expect this certificate, approve it: it is issued at once.' },
      { kind: 'button', label: 'Approve the certificate', href: options.link },
      { kind: 'p', text: 'If you did not expect it, ignore this message: nothing is issued without your approval.' },
    ]),

  /** To the customer: the issued certificate, PEM followed by the issuing CA. */
  fulfilment: (
    to: string,
    options: { commonName: string; productName: string; expiresAt: Date; pem: string; reissued: boolean },
  ) =>
    withPem(
      composeMail(
        to,
        `Your SSL certificate for ${options.commonName} is ${options.reissued ? 'reissued' : 'issued'}`,
        'Your certificate is ready',
        [
          {
            kind: 'p',
            text: `Your ${options.productName} certificate for ${options.commonName} has been ${options.reissued ? 'reissued' : 'issued'}. It is valid until ${formatDate(options.expiresAt)}.`,
          },
          {
            kind: 'p',
            text: 'Install it on your server with the private key you made the CSR with. The certificate comes first, then the issuing CA:',
          },
          { kind: 'p', text: PEM_PLACEHOLDER },
        ],
      ),
      options.pem,
    ),
};
