import { CountrySelect } from '@/components/ui/country-select';
import { Field, Input } from '@/components/ui/field';
import type { TContactErrors, TContactField, TContactValues } from '../contact-values';

type TContactFieldsProps = {
  values: TContactValues;
  /** The errors to show now (the caller decides which fields have been visited). */
  errors: TContactErrors;
  onChange: (field: TContactField, value: string) => void;
  onBlur: (field: TContactField) => void;
};

type TTextField = Exclude<TContactField, 'country'>;
const TEXT_FIELDS: {
  name: TTextField;
  label: string;
  optional?: boolean;
  type?: string;
  auto?: string;
  hint?: string;
  wide?: boolean;
}[] = [
  { name: 'firstName', label: 'First name', auto: 'given-name' },
  { name: 'lastName', label: 'Last name', auto: 'family-name' },
  { name: 'organisation', label: 'Organisation', optional: true, auto: 'organization', wide: true },
  { name: 'email', label: 'Email', type: 'email', auto: 'email' },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    auto: 'tel',
    hint: 'Country code, a dot, then the number: +44.2071234567',
  },
  { name: 'address1', label: 'Address', auto: 'address-line1', wide: true },
  { name: 'address2', label: 'Address line 2', optional: true, auto: 'address-line2', wide: true },
  { name: 'city', label: 'Town or city', auto: 'address-level2' },
  { name: 'stateProvince', label: 'County, state or province', optional: true, auto: 'address-level1' },
  { name: 'postalCode', label: 'Postcode', auto: 'postal-code' },
];

/** The fields of one domain contact, validated inline with the contract's rules. */
export function ContactFields({ values, errors, onChange, onBlur }: TContactFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          optional={field.optional}
          hint={field.hint}
          error={errors[field.name]}
          className={field.wide ? 'sm:col-span-2' : undefined}
        >
          {(control) => (
            <Input
              {...control}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.auto}
              value={values[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
              onBlur={() => onBlur(field.name)}
            />
          )}
        </Field>
      ))}
      <Field label="Country" error={errors.country}>
        {(control) => (
          <CountrySelect
            {...control}
            name="country"
            autoComplete="country"
            value={values.country}
            onChange={(event) => onChange('country', event.target.value)}
            onBlur={() => onBlur('country')}
          />
        )}
      </Field>
    </div>
  );
}
