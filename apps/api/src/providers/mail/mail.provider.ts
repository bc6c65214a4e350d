/**
 * A rendered message, ready for any transport. `replyTo`: where replies go instead of the sender (the
 * visitor's address on a contact-form message to staff); a validated address, formatted by the transport.
 */
export type TMailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: { name: string; address: string };
};

/** How a message leaves the building: SMTP, or nowhere (the outbox keeps it in the database only). */
export type TMailTransport = {
  name: 'outbox' | 'smtp';
  deliver: (message: TMailMessage & { from: string }) => Promise<{ messageId: string | null }>;
  close: () => Promise<void>;
};
