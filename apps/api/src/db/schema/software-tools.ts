import { SOFTWARE_CATEGORIES, SOFTWARE_PRICING_MODELS } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Business tools: the software directory (SPEC §1 "software tools", issue 8). Staff-curated content,
// seeded by db/seed/software-tools.ts.

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

export const softwareTools = pgTable(
  'software_tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** One of SOFTWARE_CATEGORIES. */
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** One of SOFTWARE_PRICING_MODELS. */
    pricingModel: text('pricing_model').notNull(),
    pricingDetails: text('pricing_details').notNull(),
    perk: text('perk'),
    websiteUrl: text('website_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('software_tools_category_idx').on(t.category),
    index('software_tools_name_idx').on(t.name),
    check('software_tools_category_check', sql`${t.category} in (${inList(SOFTWARE_CATEGORIES)})`),
    check('software_tools_pricing_check', sql`${t.pricingModel} in (${inList(SOFTWARE_PRICING_MODELS)})`),
  ],
);
