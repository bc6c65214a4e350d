import { SOFTWARE_CATEGORIES, SOFTWARE_PRICING_MODELS } from '@launchpad/shared';
import { z } from 'zod';
import type { TDb } from '../client';
import { softwareTools } from '../schema';
import { readContentList } from './content-file';

const seedSoftwareSchema = z.strictObject({
  name: z.string().min(1),
  category: z.enum(SOFTWARE_CATEGORIES),
  description: z.string().min(1),
  pricingModel: z.enum(SOFTWARE_PRICING_MODELS),
  pricingDetails: z.string().min(1),
  perk: z.string().min(1).nullable(),
  websiteUrl: z.url({ protocol: /^https$/ }),
});

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The software directory (issue 8), kept in `apps/api/content/software-tools.yaml`: real products founders use,
 * by category.
 */
export const readSeedSoftware = () => readContentList('software-tools', seedSoftwareSchema);

/** Idempotent: products that exist (by slug) are left as staff edited them. */
export async function seedSoftwareTools(db: TDb): Promise<void> {
  await db
    .insert(softwareTools)
    .values(readSeedSoftware().map((tool) => ({ ...tool, slug: slugOf(tool.name) })))
    .onConflictDoNothing({ target: softwareTools.slug });
}
