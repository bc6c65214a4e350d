import { COUNTRIES } from '@launchpad/shared/domain/countries';
import { Field, Select } from '@/components/ui/field';
import type { TPlaceSelection } from '../use-place-selection';

type TPlaceFieldsProps = {
  selection: TPlaceSelection;
  countryRequired: boolean;
  countryLabel: string;
  countryHint?: string;
};

/** The country select (and, for the United States, the state select) of a service dialog. */
export function PlaceFields({ selection, countryRequired, countryLabel, countryHint }: TPlaceFieldsProps) {
  const { country, state, asksState, selectCountry, selectState } = selection;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={countryLabel} optional={!countryRequired} hint={countryHint}>
        {(control) => (
          <Select
            {...control}
            required={countryRequired}
            value={country?.code ?? ''}
            onChange={(event) => selectCountry(event.target.value)}
            autoComplete="off"
          >
            <option value="">{countryRequired ? 'Select a country' : 'All countries'}</option>
            {COUNTRIES.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {asksState && country && (
        <Field label="State" hint="Fees differ from state to state.">
          {(control) => (
            <Select
              {...control}
              required
              value={state?.code ?? ''}
              onChange={(event) => selectState(event.target.value)}
              autoComplete="off"
            >
              <option value="">Select a state</option>
              {country.states.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </div>
  );
}
