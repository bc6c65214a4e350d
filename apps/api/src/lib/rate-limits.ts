/** Paying is limited per address, like saving a card: trying stolen card numbers ("card testing") is a known abuse. */
export const PAYMENT_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
