// Domain name syntax (issue 6): one label per RFC 1035 (letters, digits, hyphens; 1 to 63 characters;
// no hyphen first or last) with the IDNA rules of RFC 5891 (a hyphen in both the third and fourth
// positions only for an `xn--` A-label, which must be valid punycode). Internationalised names are
// converted to punycode with node:url's domainToASCII (UTS #46), so `bücher` becomes `xn--bcher-kva`.
import { domainToASCII, domainToUnicode } from 'node:url';

export const MAX_LABEL_LENGTH = 63;
export const MAX_DOMAIN_LENGTH = 253;

const LDH = /^[a-z0-9-]+$/;

/** What is wrong with an ASCII label, or null when it is a valid label. */
export function labelProblem(label: string): string | null {
  if (label.length === 0) return 'is empty';
  if (label.length > MAX_LABEL_LENGTH) return `is ${label.length} characters long; the most is ${MAX_LABEL_LENGTH}`;
  if (!LDH.test(label)) return 'may only contain letters, digits and hyphens';
  if (label.startsWith('-') || label.endsWith('-')) return 'cannot start or end with a hyphen';
  if (label.slice(2, 4) === '--') {
    if (!label.startsWith('xn--')) {
      return 'cannot have hyphens in both the third and fourth positions (only internationalised xn-- names may)';
    }
    const unicode = domainToUnicode(`${label}.com`).slice(0, -4);
    if (!unicode || unicode === label || domainToASCII(`${unicode}.com`) !== `${label}.com`) {
      return 'is not a valid internationalised (punycode) name';
    }
  }
  return null;
}

export type TLabelResult = { ok: true; label: string; unicode: string } | { ok: false; problem: string };

/**
 * A label as typed (any case, possibly with non-ASCII letters) as the registry writes it: lower-case
 * ASCII, punycode for IDNs. `problem` completes a sentence starting with the name.
 */
export function toRegistryLabel(input: string): TLabelResult {
  const typed = input.trim().toLowerCase();
  if (typed === '') return { ok: false, problem: 'is empty' };
  if (typed.includes('.')) return { ok: false, problem: 'cannot contain dots' };
  let label = typed;
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(typed)) {
    const ascii = domainToASCII(`${typed}.com`);
    if (!ascii || !ascii.endsWith('.com'))
      return { ok: false, problem: 'contains characters a domain name cannot have' };
    label = ascii.slice(0, -4);
  }
  const problem = labelProblem(label);
  if (problem) return { ok: false, problem };
  const unicode = label.startsWith('xn--') ? domainToUnicode(`${label}.com`).slice(0, -4) : label;
  return { ok: true, label, unicode };
}

/** `xn--bcher-kva.de` → `bücher.de`, for showing a name to a person. */
export function displayName(asciiName: string): string {
  return domainToUnicode(asciiName) || asciiName;
}

export type TSplitName = { ok: true; sld: string; tld: string; name: string } | { ok: false; message: string };

/**
 * A full name (`acme.co.uk`, `Bücher.de`) split at the longest tld in `tlds` it ends with. The sld
 * must be one valid label. The message names the problem for a person.
 */
export function splitDomainName(input: string, tlds: readonly string[]): TSplitName {
  const typed = input.trim().toLowerCase().replace(/\.+$/, '');
  const shown = JSON.stringify(input.trim().slice(0, 70));
  if (typed === '') return { ok: false, message: 'Type a domain name, such as acme.com.' };
  const tld = [...tlds].sort((a, b) => b.length - a.length).find((candidate) => typed.endsWith(`.${candidate}`));
  if (!tld) {
    const dot = typed.indexOf('.');
    const asked = dot >= 0 ? typed.slice(dot + 1) : '';
    return {
      ok: false,
      message: asked
        ? `We do not sell .${asked.slice(0, 63)} domains. Choose one of: ${[...tlds]
            .sort()
            .map((t) => `.${t}`)
            .join(', ')}.`
        : `${shown} has no extension: add one, such as ${typed.slice(0, 63)}.com.`,
    };
  }
  const sldTyped = typed.slice(0, -(tld.length + 1));
  const label = toRegistryLabel(sldTyped);
  if (!label.ok) {
    return {
      ok: false,
      message: sldTyped.includes('.')
        ? `${shown} is not a name we can register: register the part before .${tld} only, without dots.`
        : `${shown} is not a valid domain name: the name ${label.problem}.`,
    };
  }
  const name = `${label.label}.${tld}`;
  if (name.length > MAX_DOMAIN_LENGTH) return { ok: false, message: `${shown} is too long for a domain name.` };
  return { ok: true, sld: label.label, tld, name };
}
