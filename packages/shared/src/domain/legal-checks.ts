// Rules across a legal template's fields, by template id: code beside the templates' text, which is data
// (packages/shared/content/legal-templates). A check answers the field to show its message under, or null.
import type { TLegalCheck } from './legal';

const founderShares: TLegalCheck = (values) => {
  const one = Number(values.founderOneEquity);
  const two = Number(values.founderTwoEquity);
  if (!Number.isFinite(one) || !Number.isFinite(two) || !values.founderOneEquity || !values.founderTwoEquity)
    return null;
  return one + two > 100
    ? { field: 'founderTwoEquity', message: "The founders' shares add up to more than 100%." }
    : null;
};

const cliffWithinVesting: TLegalCheck = (values) => {
  const cliff = Number(values.cliffMonths);
  const vesting = Number(values.vestingMonths);
  if (!values.cliffMonths || !values.vestingMonths || !Number.isFinite(cliff) || !Number.isFinite(vesting)) return null;
  return cliff > vesting
    ? { field: 'cliffMonths', message: 'The cliff cannot be longer than the vesting period.' }
    : null;
};

const acceptBeforeStart: TLegalCheck = (values) =>
  values.offerExpiryDate && values.startDate && values.offerExpiryDate > values.startDate
    ? { field: 'offerExpiryDate', message: 'The offer should be accepted before the start date.' }
    : null;

const longstopAfterIssue: TLegalCheck = (values) =>
  values.longstopDate && values.issueDate && values.longstopDate <= values.issueDate
    ? { field: 'longstopDate', message: 'The longstop date must be after the date of the agreement.' }
    : null;

export const LEGAL_CHECKS: Readonly<Record<string, readonly TLegalCheck[]>> = {
  'founders-agreement': [founderShares, cliffWithinVesting],
  'employment-offer-letter': [acceptBeforeStart],
  'convertible-note': [longstopAfterIssue],
};
