import { composeMail } from '../../providers/mail/templates';

type TContactMessage = { id: string; name: string; email: string; subject: string; message: string };

/** The two messages of a contact form: the message for staff, and the acknowledgement for the sender. */
export const contactMails = {
  /** Staff answer with their mail client's Reply: it goes to the visitor (the address the form validated). */
  toStaff: (staffEmail: string, message: TContactMessage) => ({
    ...composeMail(staffEmail, `Contact form: ${message.subject}`, 'New message from the contact form', [
      { kind: 'p', text: `${message.name} <${message.email}> wrote:` },
      { kind: 'p', text: message.message },
      { kind: 'p', text: `Reference: ${message.id}. Reply to the sender within one business day.` },
    ]),
    replyTo: { name: message.name, address: message.email },
  }),
  toSender: (message: TContactMessage) =>
    composeMail(message.email, 'We have received your message', `Thank you, ${message.name}`, [
      {
        kind: 'p',
        text: 'We have received your message and someone from our team will reply within one business day.',
      },
      { kind: 'p', text: `Subject: ${message.subject}` },
      { kind: 'p', text: `Your reference: ${message.id}.` },
    ]),
};
