import { useState, type FormEvent } from 'react';
import type { TDomainContactsData } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader, Panel } from '@/components/ui/panel';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths, type TDomainRef } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useGetContactsQuery, useUpdateContactsMutation } from '../api';
import { ContactFields } from '../components/contact-fields';
import { DomainNav } from '../components/domain-nav';
import { DomainPicker } from '../components/domain-picker';
import {
  CONTACT_ROLES,
  ROLE_LABELS,
  contactErrors,
  contactValues,
  contactsToSave,
  sameContact,
  type TContactField,
  type TContactRole,
  type TContactValues,
} from '../contact-values';
import { domainName, useDomainParam } from '../use-domain-param';

type TByRole<T> = Record<TContactRole, T>;
const byRole = <T,>(make: (role: TContactRole) => T) =>
  Object.fromEntries(CONTACT_ROLES.map((role) => [role, make(role)])) as TByRole<T>;

function ContactsForm({ domain, data }: { domain: TDomainRef; data: TDomainContactsData }) {
  const saved = data.contacts;
  const [values, setValues] = useState(() => byRole((role) => contactValues(saved[role])));
  const [same, setSame] = useState(() =>
    byRole((role) => role !== 'registrant' && sameContact(contactValues(saved[role]), contactValues(saved.registrant))),
  );
  const [visited, setVisited] = useState(() => byRole<Partial<Record<TContactField, true>>>(() => ({})));
  const [attempted, setAttempted] = useState(false);
  const [update, { isLoading, error }] = useUpdateContactsMutation();

  const errors = byRole((role) => (same[role] ? {} : contactErrors(values[role])));
  const shownErrors = (role: TContactRole) =>
    Object.fromEntries(
      Object.entries(errors[role]).filter(([field]) => attempted || visited[role][field as TContactField]),
    );

  const change = (role: TContactRole) => (field: TContactField, value: string) =>
    setValues((current) => ({ ...current, [role]: { ...current[role], [field]: value } }));
  const blur = (role: TContactRole) => (field: TContactField) =>
    setVisited((current) => ({ ...current, [role]: { ...current[role], [field]: true } }));
  const toggleSame = (role: TContactRole, checked: boolean) => {
    setSame((current) => ({ ...current, [role]: checked }));
    // Unticking starts from the registrant's details, the usual case being a small change.
    if (!checked) setValues((current) => ({ ...current, [role]: { ...current.registrant } as TContactValues }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const firstInvalid = CONTACT_ROLES.find((role) => Object.keys(errors[role]).length > 0);
    if (firstInvalid) {
      const field = Object.keys(errors[firstInvalid])[0];
      event.currentTarget.querySelector<HTMLElement>(`[data-role="${firstInvalid}"] [name="${field}"]`)?.focus();
      return;
    }
    try {
      const { message } = await update({ ...domain, contacts: contactsToSave(values, same) }).unwrap();
      void notify.success(message ?? 'Contacts saved.');
    } catch (cause) {
      void notify.error(getErrorMessage(cause));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      {(!data.stored || data.missing.length > 0) && (
        <Alert tone="info" title={data.stored ? 'Some details are missing' : 'Check these details'}>
          {data.stored ? '' : 'We filled them in from your profile. '}Registries need full contact details for every
          domain: complete the empty fields and save.
        </Alert>
      )}
      {CONTACT_ROLES.map((role) => (
        <div key={role} data-role={role}>
          <Panel
            title={ROLE_LABELS[role].title}
            description={ROLE_LABELS[role].text}
            aside={
              role === 'registrant' ? undefined : (
                <label className="flex items-center gap-2 text-sm font-medium text-ink-800">
                  <input
                    type="checkbox"
                    checked={same[role]}
                    onChange={(event) => toggleSame(role, event.target.checked)}
                    className="size-4 rounded border-ink-300 accent-brand-600"
                  />
                  Same as registrant
                </label>
              )
            }
          >
            {same[role] ? (
              <p className="text-sm text-ink-600">
                Uses the registrant’s details
                {values.registrant.firstName && `: ${values.registrant.firstName} ${values.registrant.lastName}`}
                {values.registrant.email && `, ${values.registrant.email}`}.
              </p>
            ) : (
              <ContactFields
                values={values[role]}
                errors={shownErrors(role)}
                onChange={change(role)}
                onBlur={blur(role)}
              />
            )}
          </Panel>
        </div>
      ))}
      {error && <Alert tone="error">{getErrorMessage(error)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={isLoading}>
          Save contacts
        </Button>
      </div>
    </form>
  );
}

function Contacts({ domain }: { domain: TDomainRef }) {
  const { data, error, fulfilledTimeStamp } = useGetContactsQuery(domain);
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!data) return <PanelSkeleton />;
  return <ContactsForm key={fulfilledTimeStamp} domain={domain} data={data} />;
}

/** /domain/contacts?sld=&tld= (SPEC §2): registrant, admin, tech and billing contacts. */
export default function DomainContactsPage() {
  const domain = useDomainParam();
  if (!domain) {
    return (
      <>
        <PageHeader title="Domain contacts" />
        <DomainPicker title="Which domain?" linkTo={paths.domainContactsFor} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={domainName(domain)} description="Who owns and looks after this domain." />
      <DomainNav domain={domain} />
      <Contacts key={domainName(domain)} domain={domain} />
    </>
  );
}
