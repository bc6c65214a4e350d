import type { TQuotation } from '@launchpad/shared';
import { composeMail } from '../../providers/mail/templates';

/** The two messages of a quote request: the request for staff, and the acknowledgement for the customer. */
export const quotationMails = {
  toStaff: (staffEmail: string, quotation: TQuotation) =>
    composeMail(staffEmail, `Quotation request from ${quotation.name}`, 'New quotation request', [
      {
        kind: 'p',
        text: `${quotation.name} <${quotation.email}>${quotation.company ? `, ${quotation.company}` : ''}${quotation.phone ? `, ${quotation.phone}` : ''} asked for a quote${quotation.productName ? ` about ${quotation.productName}` : ''}.`,
      },
      { kind: 'p', text: quotation.details },
      { kind: 'p', text: `Reference: ${quotation.id}. Reply to the customer within one business day.` },
    ]),
  toCustomer: (quotation: TQuotation) =>
    composeMail(quotation.email, 'We have received your quotation request', `Thank you, ${quotation.name}`, [
      {
        kind: 'p',
        text: `We have received your request${quotation.productName ? ` about ${quotation.productName}` : ''} and a specialist will reply with a quote within one business day.`,
      },
      { kind: 'p', text: `What you asked: ${quotation.details}` },
      { kind: 'p', text: `Your reference: ${quotation.id}.` },
    ]),
};
