import type { BillingPeriod } from '@tessera/core';
import type { IntlShape } from 'react-intl';
import { perMonthMessage, perYearMessage } from './messages';

/** A plan's amount with its billing period: "US$4.99 / month". */
export function planPrice(intl: IntlShape, plan: { currency: string; price: string; period: BillingPeriod }): string {
  let amount: string;
  try {
    amount = intl.formatNumber(Number(plan.price), { style: 'currency', currency: plan.currency });
  } catch {
    amount = `${plan.currency} ${plan.price}`; // a currency code Intl does not know
  }
  return plan.period === 'year' ? intl.formatMessage(perYearMessage, { price: amount }) : intl.formatMessage(perMonthMessage, { price: amount });
}
