import type { ComponentPropsWithRef } from 'react';
import { countryOptions } from '@/lib/countries';
import { Select } from './field';

type TCountrySelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  /** The first, empty option's text. */
  placeholder?: string;
};

/**
 * Every country, with the ones Launchpad forms companies in listed first. Values are ISO codes. Names come from
 * Intl.DisplayNames, whose wording can differ a little between the server's and the browser's ICU: a server-
 * rendered page keeps the server's names until the next render rather than failing to hydrate.
 */
export function CountrySelect({ placeholder = 'Select a country', ...props }: TCountrySelectProps) {
  const { formation, others } = countryOptions();
  return (
    <Select {...props}>
      <option value="">{placeholder}</option>
      <optgroup label="Where we form companies">
        {formation.map(({ code, name }) => (
          <option key={code} value={code} suppressHydrationWarning>
            {name}
          </option>
        ))}
      </optgroup>
      <optgroup label="All other countries">
        {others.map(({ code, name }) => (
          <option key={code} value={code} suppressHydrationWarning>
            {name}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
