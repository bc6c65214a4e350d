/** An api field path before the message ("url: …", "links.0: …"): for programs, not for people. */
const FIELD_PREFIX = /^[a-z][\w]*(?:\.[\w]+)*: /;

/**
 * A message as a person should read it: each "; "-separated part without its field-name prefix and
 * starting with a capital letter ("url: that is not a web address" → "That is not a web address").
 */
export function forPeople(message: string): string {
  return message
    .split('; ')
    .map((part) => part.trim().replace(FIELD_PREFIX, ''))
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('; ');
}

/** A string child shown as forPeople; anything else as it is. */
export const readable = <T>(node: T): T | string => (typeof node === 'string' ? forPeople(node) : node);
