// Types of the industry classification the AI builder reads ideas into (issue 18). The data is built
// from the NAICS 2022 standard (see README in this folder); no I/O.

/** One industry of the catalogue: a NAICS 2022 code with its official title and index terms. */
export type TIndustryEntry = {
  /** NAICS 2022 code (4 to 6 digits). */
  code: string;
  /** The official NAICS title, e.g. "Furniture Retailers". */
  title: string;
  /** A plain-English label a founder reads, lower case, e.g. "furniture retail". */
  label: string;
  /** Key of the TIndustryFamily whose vocabulary this industry is written with. */
  family: string;
  /** Business terms that point to this industry (lower case, singular; phrases allowed). */
  terms: readonly string[];
};

/**
 * The vocabulary one family of industries is written with: every list is plain lower-case phrases
 * that read after "through", "such as", "costs of" etc. Institutions are listed by the country they
 * belong to, so no country's institutions appear in an idea set elsewhere.
 */
export type TIndustryFamily = {
  key: string;
  label: string;
  /** The industry key content rows (events, communities, investors, founders, perks) are tagged with. */
  content_key: string;
  /** Competitor types and workarounds, e.g. "second-hand furniture sites". */
  alternatives: readonly string[];
  revenue: readonly string[];
  costs: readonly string[];
  channels: readonly string[];
  metrics: readonly string[];
  risks: readonly string[];
  /** At least three things an investor would challenge. */
  red_flags: readonly string[];
  trends: readonly string[];
  /** Real words for brand names. */
  naming: readonly string[];
  /** Two brand colours: name and hex. */
  colours: readonly (readonly [string, string])[];
  /** Regulators and institutions by ISO country code, e.g. { GB: ['the Care Quality Commission'] }. */
  institutions: Readonly<Record<string, readonly string[]>>;
};

/**
 * What an operator of one NAICS industry talks about every day, beyond its family's vocabulary: the
 * words a competent analyst would use for that business (a taproom: kegs, duty, batches, footfall).
 * Plain lower-case phrases; no country's institutions (those live in the family, by country).
 */
export type TIndustryDetail = {
  /** Inputs, assets, activities and jargon of the trade: "kegs", "hops", "batch", "cellar". */
  operations: readonly string[];
  /** Cost lines particular to this industry: "duty on beer", "cask cleaning". */
  costs: readonly string[];
  /** Numbers an operator watches: "litres sold per week", "keg returns". */
  metrics: readonly string[];
  /** Risks and rules particular to it, in general words: "licensing hours", "seasonal footfall". */
  risks: readonly string[];
  /** The kinds of competitor a customer compares it with: "pub chains", "supermarket craft beer". */
  alternatives: readonly string[];
};
