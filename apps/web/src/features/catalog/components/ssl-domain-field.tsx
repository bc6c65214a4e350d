import { useState } from 'react';
import { certificateDomain } from '@launchpad/shared/domain/ssl-domain';
import { Field, Input, Select } from '@/components/ui/field';
import { useGetAccountDomainNamesQuery } from '../api';

const OTHER = '';

/**
 * Issue 20 §8: which domain a certificate bought on its own is for. A signed-in customer chooses one
 * of their domains or types an outside one; a visitor types it. `onChange` gets the checked name, or
 * null while there is none.
 */
export function SslDomainField({
  signedIn,
  onChange,
}: {
  signedIn: boolean;
  onChange: (domain: string | null) => void;
}) {
  const { data: owned = [] } = useGetAccountDomainNamesQuery(undefined, { skip: !signedIn });
  const [chosen, setChosen] = useState(OTHER);
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);

  const typedCheck = certificateDomain(typed);
  const problem = chosen === OTHER && touched && !typedCheck.ok ? typedCheck.message : null;

  const report = (nextChosen: string, nextTyped: string) => {
    if (nextChosen !== OTHER) return onChange(nextChosen);
    const checked = certificateDomain(nextTyped);
    onChange(checked.ok ? checked.name : null);
  };

  return (
    <div className="mt-6 space-y-3 border-t border-ink-100 pt-5">
      {owned.length > 0 && (
        <Field label="Which domain is the certificate for?">
          {(control) => (
            <Select
              {...control}
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                report(event.target.value, typed);
              }}
            >
              {owned.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={OTHER}>Another domain (type it below)</option>
            </Select>
          )}
        </Field>
      )}
      {chosen === OTHER && (
        <Field
          label={owned.length > 0 ? 'Domain name' : 'Which domain is the certificate for?'}
          hint="A domain registered anywhere, like example.com or shop.example.com."
          error={problem}
        >
          {(control) => (
            <Input
              {...control}
              value={typed}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="example.com"
              onChange={(event) => {
                setTyped(event.target.value);
                report(chosen, event.target.value);
              }}
              onBlur={() => setTouched(true)}
            />
          )}
        </Field>
      )}
    </div>
  );
}
