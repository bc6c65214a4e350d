/** A rendered message, ready for any transport. */
export type TMailMessage = { to: string; subject: string; html: string; text: string };

/** How a message leaves the building: SMTP, or nowhere (the outbox keeps it in the database only). */
export type TMailTransport = {
  name: 'outbox' | 'smtp';
  deliver: (message: TMailMessage & { from: string }) => Promise<{ messageId: string | null }>;
  close: () => Promise<void>;
};
