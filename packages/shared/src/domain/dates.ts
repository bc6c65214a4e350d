// SPEC §9: dates read day, short month, year (British). Calendar fields come from Intl in
// Europe/London so the output does not depend on the machine's zone.
// Made when a date is first shown, not when the module loads: the first Intl formatter loads ICU data (and
// this one the time-zone rules), which a page that shows no date should not pay for at start-up (issue 23).
let london: Intl.DateTimeFormat | null = null;
const londonFormat = () =>
  (london ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

// Fixed names rather than Intl's `month: 'short'`: ICU versions disagree on September
// ('Sep' or 'Sept'), and the server and the browser must render the same text.
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type TDateInput = Date | string | number | null | undefined;

type TLondonParts = { day: string; month: string; year: string; hour: string; minute: string };

function toDate(value: TDateInput): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value.trim());
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function londonParts(value: TDateInput): TLondonParts | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const { type, value: part } of londonFormat().formatToParts(date)) {
    if (type in parts) parts[type as keyof TLondonParts] = part;
  }
  // en-GB pads the day to two digits once a time is asked for; the date reads '1 Jan', not '01 Jan'.
  return {
    ...parts,
    day: String(Number(parts.day)),
    month: MONTHS[Number(parts.month) - 1] ?? '',
    hour: parts.hour.padStart(2, '0'),
    minute: parts.minute.padStart(2, '0'),
  };
}

/** '22 Nov 2026' in Europe/London; '' when the value is missing or not a date. */
export function formatDate(value: TDateInput): string {
  const parts = londonParts(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : '';
}

/** '22 Nov 2026, 14:05' (24-hour) in Europe/London; '' when the value is missing or not a date. */
export function formatDateTime(value: TDateInput): string {
  const parts = londonParts(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}` : '';
}
