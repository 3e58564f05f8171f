import type { Plan } from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PlansTable } from '../db/schema.ts';

export type NewPlan = Omit<Plan, 'id'> & { id: string; now: Date };

const toPlan = (row: Selectable<PlansTable>): Plan => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  price: row.price,
  provider: row.provider as Plan['provider'],
  planId: row.provider_plan_id,
  period: row.period as Plan['period'],
});

/** The plans the operator offers (npm run admin -- plans …), oldest first. */
export function createPlansRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<Plan[]> {
      const rows = await db.selectFrom('plans').selectAll().orderBy('created_at').orderBy('id').execute();
      return rows.map(toPlan);
    },

    async findById(id: string): Promise<Plan | undefined> {
      const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toPlan(row);
    },

    async insert(plan: NewPlan): Promise<Plan> {
      const row = {
        id: plan.id,
        name: plan.name,
        price: plan.price,
        currency: plan.currency,
        period: plan.period,
        provider: plan.provider,
        provider_plan_id: plan.planId,
        created_at: plan.now.toISOString(),
      };
      await db.insertInto('plans').values(row).execute();
      return toPlan(row);
    },

    /** False when there was no such plan. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('plans').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
