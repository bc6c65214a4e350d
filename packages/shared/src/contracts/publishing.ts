import { z } from 'zod';

/**
 * Publishing a generated landing page on the founder's own domain (issue 24): records in the domain's
 * zone, a certificate for the apex and `www`, the page served by host name, and a waitlist whose
 * confirmed sign-ups count as the result of the idea's landing-page validation experiment.
 *
 * Every founder call answers `{ success: true, data }`; failures `{ success: false, message }` with a
 * sentence to show as is. The one exception: publishing a domain whose nameservers are elsewhere answers
 * 409 `ZPublishNeedsRecords` — the site is kept waiting for DNS (`pending_dns`), `data` lists the records
 * to add at the other provider, and `check` looks again. The endpoints are defined in
 * ../endpoints/publishing.ts.
 */

/** Paths answered on the published host itself (never on the main site). */
export const PUBLISHED_SITE_PATHS = {
  /** POST form (application/x-www-form-urlencoded): email, note, consent, website (honeypot: leave empty). */
  waitlist: '/_waitlist',
  /** GET ?token=: the confirmation link mailed to the visitor (double opt-in). */
  waitlistConfirm: '/_waitlist/confirm',
  /** HTTP-01 challenges of the certificate authority. */
  acmeChallenge: '/.well-known/acme-challenge/',
} as const;

/** The consent sentence shown next to the checkbox of the waitlist form. */
export const WAITLIST_CONSENT_TEXT =
  'I agree to be emailed about this launch. I can unsubscribe at any time, and my email is not shared.';

export const PUBLISHED_SITE_STATUSES = ['pending_dns', 'pending_certificate', 'live', 'failed', 'unpublished'] as const;
export type TPublishedSiteStatus = (typeof PUBLISHED_SITE_STATUSES)[number];

export const PUBLISH_STEP_KEYS = ['records', 'dns', 'certificate', 'live'] as const;
export type TPublishStepKey = (typeof PUBLISH_STEP_KEYS)[number];
export const PUBLISH_STEP_STATUSES = ['pending', 'done', 'failed'] as const;
export type TPublishStepStatus = (typeof PUBLISH_STEP_STATUSES)[number];

const ZId = z.string({ error: 'ID is required' }).trim().min(1, 'ID is required').max(100);

export const ZPublishRequest = z
  .object({
    ideaId: z.string({ error: 'Idea ID is required' }).trim().min(1, 'Idea ID is required').max(100),
    domainId: z.string({ error: 'Domain ID is required' }).trim().min(1, 'Domain ID is required').max(100),
  })
  .strict();
export type TPublishRequest = z.input<typeof ZPublishRequest>;

export const ZSiteParams = z.object({ id: ZId });
export const ZSiteVersionParams = z.object({
  id: ZId,
  version: z.coerce.number({ error: 'Version must be a whole number' }).int().min(1),
});
export const ZIdeaPreviewQuery = z.object({ ideaId: ZId });
export const ZTlsAllowedQuery = z.object({ domain: z.string().trim().min(1).max(253) });
/** check / content / restore take no body, or an empty object. */
export const ZPublishingEmptyBody = z.object({}).strict().optional();

/** A record to add at the domain's DNS provider, as a person types it there (`@` is the apex). */
export const ZRequiredRecord = z.object({
  host: z.string(),
  type: z.enum(['A', 'AAAA', 'CNAME']),
  value: z.string(),
  /** Whether the public DNS already answers it. */
  found: z.boolean(),
});
export type TRequiredRecord = z.infer<typeof ZRequiredRecord>;

export const ZPublishStep = z.object({
  key: z.enum(PUBLISH_STEP_KEYS),
  status: z.enum(PUBLISH_STEP_STATUSES),
  message: z.string(),
});
export type TPublishStep = z.infer<typeof ZPublishStep>;

export const ZPublishedSite = z.object({
  id: z.string(),
  ideaId: z.string(),
  /** The published page's main title. */
  title: z.string(),
  domainId: z.string(),
  /** The apex host name, e.g. `example.com` (`www.` serves the same page). */
  domain: z.string(),
  status: z.enum(PUBLISHED_SITE_STATUSES),
  currentVersion: z.number().int(),
  /** `https://<domain>/` */
  url: z.string(),
  /** Why the last attempt failed (status `failed`), else null. */
  failureReason: z.string().nullable(),
  certificateExpiresAt: z.string().nullable(),
  waitlist: z.object({ total: z.number().int(), confirmed: z.number().int() }),
  /** The validation experiment the confirmed sign-ups count for (the landing-page test), or null. */
  experimentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPublishedSite = z.infer<typeof ZPublishedSite>;

export const ZPublishedSiteDetail = z.object({
  site: ZPublishedSite,
  steps: z.array(ZPublishStep),
  url: z.string(),
  /** Records to add at the other provider when the nameservers are not ours; empty otherwise. */
  requiredRecords: z.array(ZRequiredRecord),
});
export type TPublishedSiteDetail = z.infer<typeof ZPublishedSiteDetail>;

/** 409 for a domain whose nameservers are elsewhere: the message names the records, `data` lists them. */
export const ZPublishNeedsRecords = z.object({
  success: z.literal(false),
  message: z.string(),
  data: ZPublishedSiteDetail,
});
export type TPublishNeedsRecords = z.infer<typeof ZPublishNeedsRecords>;

export const ZSiteVersion = z.object({
  version: z.number().int(),
  title: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
});
export type TSiteVersion = z.infer<typeof ZSiteVersion>;

export const ZPreview = z.object({
  /** The whole HTML document, to show in a sandboxed iframe (`srcdoc`). */
  html: z.string(),
  title: z.string(),
});
export type TPreview = z.infer<typeof ZPreview>;

export const ZWaitlistSignup = z.object({
  id: z.string(),
  email: z.string(),
  note: z.string(),
  consentAt: z.string(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWaitlistSignup = z.infer<typeof ZWaitlistSignup>;
export const ZWaitlist = z.object({
  siteId: z.string(),
  domain: z.string(),
  total: z.number().int(),
  confirmed: z.number().int(),
  signups: z.array(ZWaitlistSignup),
});
export type TWaitlist = z.infer<typeof ZWaitlist>;

/** The waitlist form as posted by the published page (urlencoded); `website` is the honeypot. */
export const ZWaitlistForm = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .toLowerCase()
    .max(254, 'That email address is too long.')
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  note: z.string().trim().max(500, 'Keep the note to 500 characters.').default(''),
  consent: z.string({ error: 'Please tick the box to agree to be emailed.' }).min(1),
  website: z.string().max(500).default(''),
});
export type TWaitlistForm = z.input<typeof ZWaitlistForm>;
