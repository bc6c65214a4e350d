import { z } from 'zod';
import { ZCountryCode, ZPersonName } from './fields';

/** SPEC §3: a startup plan as the user record carries it. `price` is integer pence. */
export const ZPlanType = z.object({
  name: z.string(),
  price: z.number().int(),
  tools: z.boolean(),
  build_startup_ai: z.boolean(),
});
export type TPlanType = z.infer<typeof ZPlanType>;

export const ZRole = z.enum(['customer', 'influencer', 'admin']);
export type TRole = z.infer<typeof ZRole>;

// ---- Profile update (PUT /api/user) ----------------------------------------------------------

/** SPEC "/onboarding": where the company is today. */
export const COMPANY_STAGES = ['idea', 'pre_launch', 'launched', 'growing', 'established'] as const;
export type TCompanyStage = (typeof COMPANY_STAGES)[number];
export const COMPANY_STAGE_LABELS: Record<TCompanyStage, string> = {
  idea: 'Just an idea',
  pre_launch: 'Building, not launched yet',
  launched: 'Launched, first customers',
  growing: 'Growing with revenue',
  established: 'Established business',
};

/** SPEC "/onboarding": what the founder wants Launchpad to help with (up to ONBOARDING_MAX_GOALS). */
export const ONBOARDING_GOALS = [
  'form_company',
  'register_domain',
  'build_website',
  'brand_identity',
  'business_plan',
  'business_bank_account',
  'legal_compliance',
  'marketing',
  'hire_team',
  'raise_funding',
] as const;
export type TOnboardingGoal = (typeof ONBOARDING_GOALS)[number];
export const ONBOARDING_GOAL_LABELS: Record<TOnboardingGoal, string> = {
  form_company: 'Form my company',
  register_domain: 'Register a domain',
  build_website: 'Build a website',
  brand_identity: 'Create a brand identity',
  business_plan: 'Write a business plan',
  business_bank_account: 'Open a business bank account',
  legal_compliance: 'Stay legally compliant',
  marketing: 'Market my business',
  hire_team: 'Hire a team',
  raise_funding: 'Raise funding',
};
export const ONBOARDING_MAX_GOALS = 5;

export const ZOnboarding = z
  .object({
    companyStage: z.enum(COMPANY_STAGES, {
      error: `Company stage must be one of: ${COMPANY_STAGES.join(', ')}`,
    }),
    goals: z
      .array(z.enum(ONBOARDING_GOALS, { error: `Each goal must be one of: ${ONBOARDING_GOALS.join(', ')}` }))
      .min(1, 'Choose at least one goal')
      .max(ONBOARDING_MAX_GOALS, `Choose at most ${ONBOARDING_MAX_GOALS} goals`)
      .refine((goals) => new Set(goals).size === goals.length, 'Each goal may be chosen only once'),
  })
  .strict();
export type TOnboardingAnswers = z.infer<typeof ZOnboarding>;
export const ZSavedOnboarding = ZOnboarding.extend({ completedAt: z.string() });
export type TSavedOnboarding = z.infer<typeof ZSavedOnboarding>;

/** SPEC §3 "User info (stored locally)", without the tokens, which are stored under their own keys. */
export const ZUserInfo = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  profile_img: z.string().nullable(),
  role: ZRole,
  planType: ZPlanType.nullable(),
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  onboarding: ZSavedOnboarding.nullable(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/**
 * E.164-ish: a leading + and 7 to 15 digits, the first not 0. Spaces, dots, hyphens and brackets are
 * allowed for readability and removed before storing (`+44 (20) 7946-0958` → `+442079460958`).
 */
export const ZPhone = z
  .string()
  .trim()
  .transform((phone) => phone.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'Phone must be an international number starting with +, e.g. +44 20 7946 0958'),
  );

export const PROFILE_FIELDS = ['name', 'country', 'phone', 'onboarding'] as const;

/**
 * `PUT /api/user`: change any of these; the email is changed through `emailChange` (re-verification).
 * `phone: null` removes the number.
 */
export const ZUpdateProfileRequest = z
  .object({
    name: ZPersonName.optional(),
    country: ZCountryCode.optional(),
    phone: ZPhone.nullable().optional(),
    onboarding: ZOnboarding.optional(),
  })
  .strict()
  .refine((body) => PROFILE_FIELDS.some((field) => body[field] !== undefined), {
    message: `Send at least one field to change: ${PROFILE_FIELDS.join(', ')}`,
    // Only for an otherwise valid body: `{ email }` is told about the unknown field, nothing more.
    when: (payload) => payload.issues.length === 0,
  });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

// ---- Profile picture (POST/DELETE /api/user/profile-image) ------------------------------------

/** The multipart field that carries the picture. */
export const PROFILE_IMAGE_FIELD = 'image';
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Pictures are checked by their content, not by their name or declared type. */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Larger sides are refused before decoding (a small file can declare enormous dimensions). */
export const PROFILE_IMAGE_MAX_DIMENSION = 8000;
/** The stored picture: a square WebP thumbnail of this side, in pixels. */
export const PROFILE_IMAGE_SIZE = 256;
