import { BILLING_PERIODS, SUBSCRIPTION_PROVIDERS, type BillingPeriod, type Plan, type SubscriptionProvider } from '@tessera/core';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Repositories } from '../repositories/index.ts';

/** A bad command line: printed as one line, exit code 2, and nothing was written. */
export class UsageError extends Error {}

export const USAGE = [
  'Usage: npm run admin -- <command>',
  '  plans add --name NAME --price 4.99 --currency USD --period month|year --provider paypal|mercadopago [--plan-id ID]',
  '  plans list',
  '  plans remove ID',
  '  users back-office EMAIL',
].join('\n');

/** What a command does once its arguments are checked; it runs against the database only then. */
export type AdminCommand = (repositories: Repositories, now: Date) => Promise<string>;

const fail = (message: string): never => {
  throw new UsageError(message);
};

const PLAN_OPTIONS = {
  name: { type: 'string' },
  price: { type: 'string' },
  currency: { type: 'string' },
  period: { type: 'string' },
  provider: { type: 'string' },
  'plan-id': { type: 'string' },
} as const;

const planLine = (plan: Plan) => [plan.id, plan.name, `${plan.price} ${plan.currency}/${plan.period}`, plan.provider, plan.planId ?? '-'].join('\t');

function planToAdd(args: string[]): Omit<Plan, 'id'> {
  let values: Partial<Record<keyof typeof PLAN_OPTIONS, string>>;
  try {
    ({ values } = parseArgs({ args, options: PLAN_OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    return fail((error as Error).message.split('\n')[0] ?? 'bad arguments');
  }
  const missing = (['name', 'price', 'currency', 'period', 'provider'] as const).filter((key) => !values[key]?.trim());
  if (missing.length > 0) fail(`plans add needs ${missing.map((key) => `--${key}`).join(', ')}`);
  const name = (values.name as string).trim();
  if (name.length > 200) fail('--name must be at most 200 characters');
  const price = (values.price as string).trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(price) || Number(price) <= 0) fail(`--price must be an amount above 0 such as 4.99 (got "${price}")`);
  const currency = (values.currency as string).trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) fail(`--currency must be a three-letter ISO 4217 code such as USD (got "${values.currency}")`);
  const period = (values.period as string).trim().toLowerCase();
  if (!(BILLING_PERIODS as readonly string[]).includes(period)) fail(`--period must be one of ${BILLING_PERIODS.join(', ')} (got "${values.period}")`);
  const provider = (values.provider as string).trim().toLowerCase();
  if (!(SUBSCRIPTION_PROVIDERS as readonly string[]).includes(provider)) {
    fail(`--provider must be one of ${SUBSCRIPTION_PROVIDERS.join(', ')} (got "${values.provider}")`);
  }
  const planId = values['plan-id']?.trim() || null;
  if (planId !== null && !/^[\x21-\x7e]{1,100}$/.test(planId))
    fail(`--plan-id must be the provider's plan id, such as P-5ML4271244454362WXNWU5NQ (got "${planId}")`);
  return { name, price, currency, period: period as BillingPeriod, provider: provider as SubscriptionProvider, planId };
}

/** Reads the command line; throws a UsageError before anything is opened or written. */
export function parseAdminCommand(argv: string[]): AdminCommand {
  const [group, action, ...rest] = argv;
  if (group === 'plans' && action === 'add') {
    const plan = planToAdd(rest);
    return async (repositories, now) => {
      const added = await repositories.plans.insert({ ...plan, id: randomBytes(12).toString('hex'), now });
      const note =
        added.provider === 'paypal' && !added.planId ? '\n(no --plan-id: PayPal checkout answers "Plan configuration missing for PayPal subscription")' : '';
      return `Added plan ${planLine(added)}${note}`;
    };
  }
  if (group === 'plans' && action === 'list') {
    if (rest.length > 0) fail(`plans list takes no arguments (got "${rest.join(' ')}")`);
    return async (repositories) => {
      const plans = await repositories.plans.list();
      return plans.length === 0 ? 'No plans.' : ['id\tname\tprice\tprovider\tplan id', ...plans.map(planLine)].join('\n');
    };
  }
  if (group === 'plans' && action === 'remove') {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0) fail('plans remove needs exactly one plan id (see plans list)');
    return async (repositories) => {
      if (!(await repositories.plans.remove(id as string))) fail(`No plan has the id "${id}" (see plans list)`);
      return `Removed plan ${id}`;
    };
  }
  if (group === 'users' && action === 'back-office') {
    const [email, ...extra] = rest;
    if (!email || extra.length > 0) fail('users back-office needs exactly one email address');
    return async (repositories, now) => {
      if (!(await repositories.users.setByBackOffice(email as string, now))) fail(`No account has the email "${email}"`);
      return `${email} is now a back-office user (always active)`;
    };
  }
  return fail(argv.length === 0 ? 'No command given' : `Unknown command "${argv.slice(0, 2).join(' ')}"`);
}
