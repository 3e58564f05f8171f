import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { ApiQueryError } from '../../lib/api/base-query';
import type { NewSubscriptionAnswer } from '../../lib/api/subscription-requests';

type Result = { data?: NewSubscriptionAnswer | undefined; error?: unknown };

/**
 * What a checkout that led nowhere says (spec 02 §8): the server's message, else the error's, else the spec's
 * "Subscription request failed" (PayPal) or "Payment request failed" (Mercado Pago).
 */
export function checkoutFailure(intl: IntlShape, result: Result, fallback: MessageDescriptor): string {
  if (result.data) return result.data.message ?? intl.formatMessage(fallback);
  const error = result.error as Partial<ApiQueryError> | undefined;
  return error?.serverMessage ?? (error?.kind === 'network' && error.message ? error.message : intl.formatMessage(fallback));
}
