// Domain contacts (registrant, admin, tech, billing): the stored ones, or defaults built from the
// account profile, which has a name, email, phone and country but no postal address.
import {
  DOMAIN_CONTACT_ROLES,
  type TDomainContacts,
  type TDomainContactsData,
  type TDomainContactsView,
} from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { registeredDomains, users } from '../../db/schema';
import type { TDomainsDeps } from './domains-deps.service';
import type { TRegisteredDomainRow } from './domains-ownership.store';
import { registrarCall } from './domains-registrar-errors.service';

type TContactView = TDomainContactsView['registrant'];

/** Calling codes of the countries most customers come from, for turning a profile phone into +CC.NUMBER. */
const CALLING_CODES: Record<string, string> = {
  GB: '44',
  IE: '353',
  US: '1',
  CA: '1',
  DE: '49',
  FR: '33',
  ES: '34',
  IT: '39',
  NL: '31',
  BE: '32',
  PT: '351',
  AT: '43',
  CH: '41',
  SE: '46',
  NO: '47',
  DK: '45',
  FI: '358',
  PL: '48',
  CZ: '420',
  GR: '30',
  HK: '852',
  AU: '61',
  IN: '91',
  SG: '65',
  LU: '352',
  MT: '356',
  CY: '357',
  EE: '372',
  LV: '371',
  LT: '370',
};

/** A profile phone in the registry format (+44.2071234567), or '' when it cannot be read as one. */
export function registryPhone(phone: string | null, country: string | null): string {
  if (!phone) return '';
  const compact = phone.replace(/[\s()-]/g, '');
  if (/^\+\d{1,3}\.\d{4,14}$/.test(compact)) return compact;
  const code = country ? CALLING_CODES[country.toUpperCase()] : undefined;
  if (compact.startsWith('+')) {
    const digits = compact.slice(1).replace(/\D/g, '');
    if (code && digits.startsWith(code) && digits.length - code.length >= 4) {
      return `+${code}.${digits.slice(code.length)}`;
    }
    return '';
  }
  const national = compact.replace(/\D/g, '').replace(/^0/, '');
  return code && national.length >= 4 && national.length <= 14 ? `+${code}.${national}` : '';
}

/** One contact from the account: what the profile knows, empty strings for what it does not. */
export function contactFromAccount(user: {
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
}): TContactView {
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    organisation: null,
    email: user.email,
    phone: registryPhone(user.phone, user.country),
    address1: '',
    address2: null,
    city: '',
    stateProvince: null,
    postalCode: '',
    country: (user.country ?? '').toUpperCase(),
  };
}

export async function accountContacts(db: TDb, userId: string): Promise<TDomainContactsView | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const contact = contactFromAccount(user);
  return { registrant: contact, admin: contact, tech: contact, billing: contact };
}

const REQUIRED: (keyof TContactView)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address1',
  'city',
  'postalCode',
  'country',
];

/** The fields still empty, as `registrant.address1`. */
export function missingFields(contacts: TDomainContactsView): string[] {
  return DOMAIN_CONTACT_ROLES.flatMap((role) =>
    REQUIRED.filter((field) => !contacts[role][field]).map((field) => `${role}.${field}`),
  );
}

/** `getcontacts`: what is stored (here or at the registrar), else defaults from the account profile. */
export async function readContacts(
  deps: TDomainsDeps,
  userId: string,
  row: TRegisteredDomainRow,
): Promise<TDomainContactsData> {
  let stored: TDomainContacts | null = row.contacts ?? null;
  if (!stored && row.registrar !== 'builtin' && row.status !== 'pending') {
    stored = await deps.registrar.getContacts(row.name).catch(() => null);
  }
  const contacts = stored ?? (await accountContacts(deps.db, userId));
  if (!contacts) throw new Error('account vanished');
  return { domain: row.name, contacts, stored: stored !== null, missing: missingFields(contacts) };
}

/** `updatecontacts`: validated contacts sent to the registrar first, then stored; a refusal changes nothing. */
export async function writeContacts(
  deps: TDomainsDeps,
  row: TRegisteredDomainRow,
  contacts: TDomainContacts,
): Promise<TDomainContactsData> {
  await registrarCall(() => deps.registrar.setContacts(row.name, contacts));
  await deps.db
    .update(registeredDomains)
    .set({ contacts, updatedAt: new Date() })
    .where(eq(registeredDomains.id, row.id));
  return { domain: row.name, contacts, stored: true, missing: [] };
}
