/** "Berlin" from "Europe/Berlin", "New York" from "America/New_York". */
export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

export const formatReadingTime = (minutes: number) => `${Math.max(1, minutes)} min read`;
export const formatCount = (n: number) => n.toLocaleString('en-GB');

/** ISO date (YYYY-MM-DD) check for the date filters read from the address. */
export const isIsoDate = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
