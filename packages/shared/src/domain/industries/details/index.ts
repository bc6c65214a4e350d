// What an operator of each catalogue industry talks about (issue 18), in three files by NAICS range.
import type { TIndustryDetail } from '../types';
import { DETAILS_A } from './details-a';
import { DETAILS_B } from './details-b';
import { DETAILS_C } from './details-c';

const DETAILS: Readonly<Record<string, TIndustryDetail>> = { ...DETAILS_A, ...DETAILS_B, ...DETAILS_C };

/** The trade vocabulary of a NAICS code in the catalogue, or undefined for codes outside it. */
export const industryDetail = (code: string): TIndustryDetail | undefined => DETAILS[code];
