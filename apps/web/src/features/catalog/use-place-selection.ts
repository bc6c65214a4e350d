import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  COUNTRIES,
  findCountry,
  findState,
  requiresState,
  type TCountry,
  type TState,
} from '@launchpad/shared/domain/countries';
import { paths, type TServiceDialog } from '@/config/paths';

export type TPlaceSelection = {
  country: TCountry | null;
  state: TState | null;
  /** SPEC §5: a state is asked for only when the country code is US (and only where it matters). */
  asksState: boolean;
  /** The address names a country or state we do not know: what to tell the person. */
  problem: string | null;
  selectCountry: (code: string) => void;
  selectState: (code: string) => void;
};

const stay = { replace: true, preventScrollReset: true } as const;

/** The country and state an address names (see below), and what to tell the person when it names neither. */
export function placeFromAddress(
  countryName: string | undefined,
  stateName: string | undefined,
  { withStates }: { withStates: boolean },
): Pick<TPlaceSelection, 'country' | 'state' | 'asksState' | 'problem'> {
  const country = countryName ? (findCountry(countryName) ?? null) : null;
  const asksState = withStates && country !== null && requiresState(country.code);
  const state = asksState && country && stateName ? (findState(country, stateName) ?? null) : null;
  let problem: string | null = null;
  if (countryName && !country) {
    problem = `We do not offer this service in "${countryName.slice(0, 60)}". Choose a country from the list.`;
  } else if (asksState && stateName && !state) {
    problem = `"${stateName.slice(0, 60)}" is not a US state. Choose one of the 50 states or D.C.`;
  }
  return { country, state, asksState, problem };
}

/** The products query of a service dialog for its place; null while the dialog waits for a choice. */
export function servicePageArgs<TPageType extends string>(
  pageType: TPageType,
  { formation }: { formation: boolean },
  { country, state, asksState, problem }: Pick<TPlaceSelection, 'country' | 'state' | 'asksState' | 'problem'>,
): { pageType: TPageType; country: string | null; state: string | null } | null {
  if (problem !== null || (formation && !country) || (asksState && !state)) return null;
  return { pageType, country: country?.name ?? null, state: state?.name ?? null };
}

/**
 * The country and state of a service dialog live in its address,
 * `/services/{page}/{countryName}/{stateName}` (SPEC §2): a deep link preselects them and every
 * choice rewrites the address. Changing the country drops the state (SPEC §5).
 */
export function usePlaceSelection(kind: TServiceDialog, { withStates }: { withStates: boolean }): TPlaceSelection {
  const { countryName, state: stateName } = useParams();
  const navigate = useNavigate();
  const { country, state, asksState, problem } = placeFromAddress(countryName, stateName, { withStates });

  // Addresses written another way ("united-states/delaware", or a state after a country without
  // states) are rewritten to the one canonical spelling, so the address always shows the choice.
  const canonicalState = asksState ? (state?.name ?? stateName ?? null) : null;
  const needsRewrite =
    problem === null && country !== null && (countryName !== country.name || (stateName ?? null) !== canonicalState);
  useEffect(() => {
    if (needsRewrite && country) {
      void navigate(paths.serviceDialog(kind, country.name, canonicalState ?? undefined), stay);
    }
  }, [needsRewrite, country, canonicalState, kind, navigate]);

  const selectCountry = useCallback(
    (code: string) => {
      const next = COUNTRIES.find((c) => c.code === code);
      void navigate(paths.serviceDialog(kind, next?.name), stay);
    },
    [kind, navigate],
  );

  const selectState = useCallback(
    (code: string) => {
      if (!country) return;
      const next = country.states.find((s) => s.code === code);
      void navigate(paths.serviceDialog(kind, country.name, next?.name), stay);
    },
    [country, kind, navigate],
  );

  return { country, state, asksState, problem, selectCountry, selectState };
}
