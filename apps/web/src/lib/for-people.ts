/** An api field path before the message ("url: …", "links.0: …"): for programs, not for people. */
const FIELD_PREFIX = /^[a-z][\w]*(?:\.[\w]+)*: /;

/**
 * A message as a person should read it: each "; "-separated part without its field-name prefix and
 * starting with a capital letter ("url: that is not a web address" → "That is not a web address").
 */
export function forPeople(message: string): string {
  return message
    .split('; ')
    .map((raw, index) => {
      const part = raw.trim();
      const text = part.replace(FIELD_PREFIX, '');
      // Each field's message is a sentence of its own; "…; choose another" inside one is not.
      const ownSentence = index === 0 || text !== part;
      return ownSentence && startsWithWord(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
    })
    .filter(Boolean)
    .join('; ');
}

/** A plain lower-case word comes first ("years must…"), not a name such as "notes.txt" or "acme.com". */
const startsWithWord = (part: string) => /^[a-z][a-z'’-]*[,:;.!?]?$/.test(part.split(/\s/, 1)[0] ?? '');

/** A string child shown as forPeople; anything else as it is. */
export const readable = <T>(node: T): T | string => (typeof node === 'string' ? forPeople(node) : node);
