import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@launchpad/shared/contracts/fields';

/** 0: not acceptable; 1 to 4: weak, fair, good, strong. */
export type TStrengthScore = 0 | 1 | 2 | 3 | 4;
export type TPasswordStrength = { score: TStrengthScore; label: string; hint: string | null };

const LABELS = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The passwords tried first by anyone guessing (lower case). */
const COMMON = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  '00000000',
  '87654321',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'zaq12wsx',
  'qazwsxedc',
  'abcd1234',
  'abc12345',
  'aa123456',
  'launchpad',
  'launchpad1',
  'changeme',
  'administrator',
]);

const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function hasSequence(lower: string): boolean {
  for (let i = 0; i + 4 <= lower.length; i += 1) {
    const piece = lower.slice(i, i + 4);
    if (SEQUENCES.some((seq) => seq.includes(piece) || [...seq].reverse().join('').includes(piece))) return true;
  }
  return false;
}

/** Words from the person's name and email that should not appear in their password. */
function personalWords(personal: readonly string[]): string[] {
  return personal
    .flatMap((value) => value.toLowerCase().split(/[^a-z0-9]+/))
    .filter((word) => word.length >= 3 && !['com', 'net', 'org', 'gmail', 'mail', 'yahoo', 'outlook'].includes(word));
}

/**
 * How hard a password is to guess, with a hint to make it better. Length counts most; a mix of
 * letters, capitals, digits and symbols helps; common passwords, runs ("aaaa", "1234", "qwer") and
 * the person's own name or email count against it. `personal`: their name and email, if known.
 */
export function passwordStrength(password: string, personal: readonly string[] = []): TPasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    const more = PASSWORD_MIN_LENGTH - length;
    return { score: 0, label: LABELS[0], hint: `Add ${more} more character${more === 1 ? '' : 's'}.` };
  }
  const lower = password.toLowerCase();
  if (COMMON.has(lower))
    return { score: 0, label: 'Too common', hint: 'This is one of the first passwords people try.' };

  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = length >= 20 ? 4 : length >= 16 ? 3 : length >= 12 ? 2 : 1;
  if (classes >= 3) score += 1;
  const repeats = /(.)\1\1/.test(password);
  const sequence = hasSequence(lower);
  const personalHit = personalWords(personal).some((word) => lower.includes(word));
  if (repeats || sequence) score -= 1;
  if (personalHit) score -= 1;
  const clamped = Math.min(4, Math.max(1, score)) as TStrengthScore;

  let hint: string | null = null;
  if (personalHit) hint = 'Avoid your name or email address.';
  else if (repeats || sequence) hint = 'Avoid repeated characters and runs like "1234" or "abcd".';
  else if (clamped <= 2) hint = 'Make it longer, or mix in capitals, numbers and symbols.';
  else if (clamped === 3) hint = 'A few more characters would make it strong.';
  return { score: clamped, label: LABELS[clamped], hint };
}

/** Why a new password cannot be used, or null when it can. */
export function newPasswordProblem(password: string, personal: readonly string[] = []): string | null {
  if (!password) return 'Choose a password.';
  if ([...password].length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const { score, label } = passwordStrength(password, personal);
  if (score > 0) return null;
  return label === 'Too common'
    ? 'This password is too common. Choose one that is harder to guess.'
    : `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
}
