import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { canonicalStatus, displayStatus, type SubscriptionState } from '@tessera/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { statusMessages, subscribeMessages } from './messages';
import { paymentDateLabel } from './subscription-view';

/** The status alert of spec 02 §4 with its text of §8: severity, a spinner while processing, and Refresh where it applies. */
export function StatusAlert({ state, onRefresh }: { state: SubscriptionState; onRefresh: () => void }) {
  const intl = useIntl();
  const shown = displayStatus(state);
  const date = state.expirationDate ? intl.formatDate(state.expirationDate, { dateStyle: 'long' }) : '';
  const byStatus: Partial<Record<string, MessageDescriptor>> = {
    error: statusMessages.error,
    empty_product: statusMessages.emptyProduct,
    unverified: statusMessages.unverified,
    processing: statusMessages.processing,
    expired: statusMessages.expiredOn,
    on_hold: statusMessages.expiredOn,
    paused: statusMessages.pausedOn,
    not_subscribed: statusMessages.notSubscribed,
    on_trial_period: statusMessages.trial,
    active: statusMessages.active,
  };
  const message = byStatus[canonicalStatus(shown.status)];
  const label = paymentDateLabel(shown.status);
  const text = message ? intl.formatMessage(message, { date, days: intl.formatNumber(state.trialDays) }) : label ? `${intl.formatMessage(label)} ${date}` : '';
  return (
    <Alert
      severity={shown.severity}
      icon={shown.spinner ? <CircularProgress size={20} aria-hidden /> : undefined}
      action={
        shown.refresh ? (
          <Button color="inherit" onClick={onRefresh} sx={{ minHeight: TOUCH_TARGET_PX }}>
            {intl.formatMessage(subscribeMessages.refresh)}
          </Button>
        ) : undefined
      }
      sx={{ alignItems: 'center' }}
    >
      {text}
    </Alert>
  );
}
