import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { canSubscribe, type Plan } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { useGetSubscriptionStateQuery } from '../../lib/api/get-subscription-state';
import { useCreateSubscriptionMutation, useGetSubscriptionListQuery } from '../../lib/api/subscription-requests';
import { selectIsLoggedIn, selectUser } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';
import { checkoutFailure } from './checkout-failure';
import { statusMessages, subscribeMessages } from './messages';
import { ProductCards } from './product-cards';
import { StatusAlert } from './status-alert';
import { SubscriptionInfoCard } from './subscription-info-card';
import { productCards } from './subscription-view';

/** Leaves the app for the provider's page (PayPal's approval); a module of its own so that tests can watch it. */
export const goToProvider = { assign: (url: string) => window.location.assign(url) };

/**
 * Spec 02 §2 Subscribe: a spinner while the status loads; a subscribed user's info card; otherwise the status alert and
 * the product cards, whose buttons start PayPal's checkout or open Mercado Pago's card form (a guest's goes to
 * /login-signup). With subscriptions off on the server there is nothing here: the address leads back to Settings.
 */
export default function SubscribeScreen() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userKey = loggedIn ? (user?.id ?? '') : '';
  const { data: state, isLoading, isError, refetch } = useGetSubscriptionStateQuery(userKey);
  const { data: list = [], refetch: refetchList } = useGetSubscriptionListQuery(userKey, { skip: !loggedIn || !state?.subscriptionsEnabled });
  const [createSubscription] = useCreateSubscriptionMutation();
  const [busyPlanId, setBusyPlanId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const refresh = () => {
    void refetch();
    if (loggedIn) void refetchList();
  };

  const paypal = async (plan: Plan) => {
    setFailure(null);
    setBusyPlanId(plan.id);
    const result = await createSubscription({ planId: plan.id, provider: 'paypal', email: user?.email ?? '' });
    const link = 'data' in result ? result.data?.link : undefined;
    if (link) {
      goToProvider.assign(link);
      return;
    }
    setBusyPlanId(null);
    setFailure(checkoutFailure(intl, result, subscribeMessages.requestFailed));
  };

  if (state && !state.subscriptionsEnabled) return <Navigate to="/settings" replace />;
  const subscribed = state?.isSubscribed === true && state.ownedProduct !== null;
  // The trial is not a subscription: a user on it may subscribe (spec 02 §4: not_subscribed, unverified or unset).
  const enabled = state ? canSubscribe(state.status === 'on_trial_period' ? 'not_subscribed' : state.status) : false;

  return (
    <ScreenLayout title={intl.formatMessage(subscribeMessages.title)} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
        {isLoading && <CircularProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ alignSelf: 'center' }} />}
        {isError && !state && <Alert severity="error">{intl.formatMessage(statusMessages.error)}</Alert>}
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {state && subscribed && <SubscriptionInfoCard state={state} list={list} onRefresh={refresh} />}
        {state && !subscribed && (
          <>
            <StatusAlert state={state} onRefresh={refresh} />
            <ProductCards
              cards={productCards(state.products)}
              loggedIn={loggedIn}
              providers={state.providers}
              enabled={enabled}
              busyPlanId={busyPlanId}
              onPaypal={(plan) => void paypal(plan)}
            />
          </>
        )}
      </Stack>
    </ScreenLayout>
  );
}
