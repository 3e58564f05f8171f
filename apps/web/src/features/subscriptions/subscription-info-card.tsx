import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionListItem, SubscriptionState } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCancelSubscriptionMutation } from '../../lib/api/subscription-requests';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { CancelSubscriptionDialog, type CancelState } from './cancel-subscription-dialog';
import { subscribeMessages } from './messages';
import { planPrice } from './plan-price';
import { activeListed, cleanProductName, paymentDateLabel, statusChip } from './subscription-view';

/** About 1 s after the cancel call, its outcome shows and the status and the list are read again (spec 02 §4, §9). */
export const CANCEL_REFRESH_MS = 1000;

type Props = { state: SubscriptionState; list: readonly SubscriptionListItem[]; onRefresh: () => void };

/**
 * A subscribed user's info card (spec 02 §2): the plan title, a status chip, the amount with its billing period, the
 * payment date label of the status, Refresh, and Cancel Subscription (or "Subscription Canceled" when nothing
 * active is listed).
 */
export function SubscriptionInfoCard({ state, list, onRefresh }: Props) {
  const intl = useIntl();
  const text = (key: keyof typeof subscribeMessages) => intl.formatMessage(subscribeMessages[key]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [cancelState, setCancelState] = useState<CancelState>('');
  const [cancel] = useCancelSubscriptionMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const owned = state.ownedProduct;
  const plan = state.products.find((product) => product.name === owned?.title && product.period === owned.billingPeriod);
  const label = paymentDateLabel(state.status);
  const chip = statusChip(state.status);
  const listed = activeListed(list);

  const confirm = async () => {
    if (!listed) return;
    setCancelState('cancelling');
    const result = await cancel(listed.id);
    timer.current = setTimeout(() => {
      setCancelState('error' in result ? 'error' : 'ok');
      onRefresh();
    }, CANCEL_REFRESH_MS);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h6">
            {owned && cleanProductName(owned.title)}
          </Typography>
          <Chip label={intl.formatMessage(chip.label)} color={chip.color} size="small" />
        </Stack>
        {plan && <Typography variant="h5">{planPrice(intl, plan)}</Typography>}
        {label && state.expirationDate && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {intl.formatMessage(label)} {intl.formatDate(state.expirationDate, { dateStyle: 'long' })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<RefreshIcon />} onClick={onRefresh} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {text('refresh')}
        </Button>
        {listed ? (
          <Button
            color="error"
            variant="outlined"
            onClick={() => {
              setCancelState('');
              setDialogOpen(true);
            }}
            sx={{ minHeight: TOUCH_TARGET_PX }}
          >
            {text('cancelSubscription')}
          </Button>
        ) : (
          <Typography sx={{ px: 1 }}>{text('canceled')}</Typography>
        )}
      </CardActions>
      <CancelSubscriptionDialog open={dialogOpen} state={cancelState} onClose={() => setDialogOpen(false)} onConfirm={() => void confirm()} />
    </Card>
  );
}
