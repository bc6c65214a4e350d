import type { TBilling, TBillingInterval, TDomainServiceType, TProductCategory } from '@launchpad/shared';

export type TSeedAddOn = { name: string; description: string; pricePence: number; maxQuantity: number };

export type TSeedProduct = {
  slug: string;
  name: string;
  summary: string;
  description: string;
  category: TProductCategory;
  pricePence: number;
  filingFeePence: number;
  billing: TBilling;
  interval: TBillingInterval | null;
  countryCode: string | null;
  stateCode: string | null;
  features: string[];
  seoTitle: string;
  seoDescription: string;
  sortOrder: number;
  addOns: TSeedAddOn[];
  /** Slugs of the services (SSL, ID Protect) offered on the product page. */
  serviceSlugs?: string[];
};

export type TSeedService = {
  slug: string;
  name: string;
  serviceType: TDomainServiceType;
  description: string;
  pricePerYearPence: number;
  minYears: number;
  maxYears: number;
  features: string[];
  sortOrder: number;
};

export type TSeedGroup = {
  slug: string;
  name: string;
  description: string;
  pricePence: number;
  sortOrder: number;
  items: { slug: string; quantity: number }[];
};

export type TSeedPlan = {
  slug: string;
  name: string;
  description: string;
  monthlyPricePence: number;
  yearlyPricePence: number;
  tools: boolean;
  buildStartupAi: boolean;
  aiMonthlyLimit: number;
  features: string[];
  isPopular: boolean;
  sortOrder: number;
};
