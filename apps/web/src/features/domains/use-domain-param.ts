import { useSearchParams } from 'react-router';
import type { TDomainRef } from '@/config/paths';

/** The domain a /domain page is about, from `?sld=&tld=` (null when either is missing). */
export function useDomainParam(): TDomainRef | null {
  const [params] = useSearchParams();
  const sld = params.get('sld')?.trim();
  const tld = params.get('tld')?.trim().replace(/^\./, '');
  return sld && tld ? { sld, tld } : null;
}

export const domainName = ({ sld, tld }: TDomainRef) => `${sld}.${tld}`;

/** `acme.co.uk` → acme + co.uk (the name before the first dot, and the rest); null without a dot. */
export function splitDomain(name: string | null): TDomainRef | null {
  if (!name) return null;
  const dot = name.indexOf('.');
  return dot > 0 ? { sld: name.slice(0, dot), tld: name.slice(dot + 1) } : null;
}
