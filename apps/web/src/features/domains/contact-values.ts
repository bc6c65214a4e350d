import { ZDomainContact, type TDomainContacts, type TDomainContactsView } from '@launchpad/shared';

export const CONTACT_ROLES = ['registrant', 'admin', 'tech', 'billing'] as const;
export type TContactRole = (typeof CONTACT_ROLES)[number];

export const ROLE_LABELS: Record<TContactRole, { title: string; text: string }> = {
  registrant: { title: 'Registrant', text: 'The legal owner of the domain. Transfer codes are emailed here.' },
  admin: { title: 'Administrative contact', text: 'Answers questions about the registration.' },
  tech: { title: 'Technical contact', text: 'Handles DNS and hosting questions.' },
  billing: { title: 'Billing contact', text: 'Receives renewal notices and invoices.' },
};

/** One contact as the form edits it: every field a string. */
export type TContactValues = {
  firstName: string;
  lastName: string;
  organisation: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
};
export type TContactField = keyof TContactValues;
export type TContactErrors = Partial<Record<TContactField, string>>;

export const EMPTY_CONTACT: TContactValues = {
  firstName: '',
  lastName: '',
  organisation: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  stateProvince: '',
  postalCode: '',
  country: '',
};

export function contactValues(contact: TDomainContactsView[TContactRole] | undefined): TContactValues {
  if (!contact) return { ...EMPTY_CONTACT };
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    organisation: contact.organisation ?? '',
    email: contact.email,
    phone: contact.phone,
    address1: contact.address1,
    address2: contact.address2 ?? '',
    city: contact.city,
    stateProvince: contact.stateProvince ?? '',
    postalCode: contact.postalCode,
    country: contact.country,
  };
}

/** The contract's own rules (ZDomainContact), as one message per field: the api applies the same. */
export function contactErrors(values: TContactValues): TContactErrors {
  const result = ZDomainContact.safeParse(values);
  if (result.success) return {};
  const errors: TContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  }
  return errors;
}

export const sameContact = (a: TContactValues, b: TContactValues) =>
  (Object.keys(a) as TContactField[]).every((field) => a[field].trim() === b[field].trim());

/** The request body's contacts: a role marked "same as registrant" sends the registrant's details. */
export function contactsToSave(
  values: Record<TContactRole, TContactValues>,
  same: Record<TContactRole, boolean>,
): TDomainContacts {
  const pick = (role: TContactRole) => ZDomainContact.parse(same[role] ? values.registrant : values[role]);
  return { registrant: pick('registrant'), admin: pick('admin'), tech: pick('tech'), billing: pick('billing') };
}
