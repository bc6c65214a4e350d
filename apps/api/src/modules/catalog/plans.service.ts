import { type TPlan, catalogEndpoints, slugify } from '@launchpad/shared';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { toPlan } from './catalog-mappers.service';

/** SPEC §7 `plan/getstartupPackages`: the plans on sale, in the order they are compared. */
export async function listPlans(deps: Pick<TDeps, 'db'>): Promise<TPlan[]> {
  const rows = await deps.db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.monthlyPricePence));
  return rows.map(toPlan);
}

/** SPEC §7 `plan/planbyname`: a plan by its name or slug, ignoring case. */
export async function getPlanByName(deps: Pick<TDeps, 'db'>, options: { name: string }): Promise<TPlan> {
  const name = options.name.trim();
  const [row] = await deps.db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.isActive, true),
        or(eq(sql`lower(${plans.name})`, name.toLowerCase()), eq(plans.slug, slugify(name))),
      ),
    )
    .limit(1);
  if (row) return toPlan(row);
  const names = (await listPlans(deps)).map((plan) => plan.name);
  throw new AppError(
    'NOT_FOUND',
    `We have no plan called "${name.slice(0, 60)}".${names.length > 0 ? ` Choose one of: ${names.join(', ')}.` : ''}`,
  );
}

/** The startup plans' endpoints these functions answer (plans.routes.ts). */
export const plansServices = serviceEndpoints(catalogEndpoints, { plans: listPlans, planByName: getPlanByName });
