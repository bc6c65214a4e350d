import type { ReactNode } from 'react';
import { JURISDICTION_TERMS, type TLegalField, type TLegalJurisdiction } from '@launchpad/shared';
import { Field, Input, inputClasses, type TControlProps } from '@/components/ui/field';
import { cn } from '@/lib/cn';

const SYMBOLS = { GBP: '£', EUR: '€', USD: '$' } as const;

type TLegalFormProps = {
  fields: TLegalField[];
  jurisdiction: TLegalJurisdiction;
  values: Readonly<Record<string, string>>;
  /** The messages to show now (touched fields, or all after a download attempt). */
  errors: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
};

function Affixed({ before, after, children }: { before?: string; after?: string; children: ReactNode }) {
  return (
    <div className="relative">
      {before && (
        <span
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        >
          {before}
        </span>
      )}
      {children}
      {after && (
        <span
          className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        >
          {after}
        </span>
      )}
    </div>
  );
}

/** One template's fields under one jurisdiction, each with its inline message. */
export function LegalForm({ fields, jurisdiction, values, errors, onChange, onBlur }: TLegalFormProps) {
  const currency = SYMBOLS[JURISDICTION_TERMS[jurisdiction].currency];
  const control = (field: TLegalField, props: TControlProps) => {
    const common = {
      ...props,
      name: field.key,
      value: values[field.key] ?? '',
      placeholder: field.placeholder,
      onBlur: () => onBlur(field.key),
    };
    const change = (event: { target: { value: string } }) => onChange(field.key, event.target.value);
    switch (field.kind) {
      case 'longtext':
        return (
          <textarea
            {...common}
            onChange={change}
            rows={3}
            className={cn(inputClasses(Boolean(props['aria-invalid'])), 'h-auto py-2.5')}
          />
        );
      case 'date':
        return <Input {...common} type="date" onChange={change} />;
      case 'email':
        return <Input {...common} type="email" autoComplete="off" onChange={change} />;
      case 'url':
        return <Input {...common} type="url" inputMode="url" onChange={change} />;
      case 'money':
        return (
          <Affixed before={currency}>
            <Input {...common} inputMode="decimal" className="pl-8" onChange={change} />
          </Affixed>
        );
      case 'percent':
        return (
          <Affixed after="%">
            <Input {...common} inputMode="decimal" className="pr-9" onChange={change} />
          </Affixed>
        );
      case 'integer':
        return <Input {...common} inputMode="numeric" onChange={change} />;
      default:
        return <Input {...common} onChange={change} />;
    }
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <Field
          key={field.key}
          label={field.label}
          hint={field.hint}
          error={errors[field.key]}
          className={field.kind === 'longtext' ? 'sm:col-span-2' : undefined}
        >
          {(props) => control(field, props)}
        </Field>
      ))}
    </div>
  );
}
