import nodemailer from 'nodemailer';
import type { TMailTransport } from './mail.provider';

/** Real delivery through any SMTP server named by `SMTP_URL` (smtp://user:pass@host:port, smtps:// for TLS). */
export function createSmtpTransport(url: string): TMailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    deliver: async (message) => {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId ?? null };
    },
    close: async () => transporter.close(),
  };
}
