import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { useGetSubscriptionStateQuery } from '../../lib/api/get-subscription-state';
import { useCreateSubscriptionMutation } from '../../lib/api/subscription-requests';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { selectIsLoggedIn, selectUser } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';
import { checkoutFailure } from './checkout-failure';
import { subscribeMessages } from './messages';
import { loadMercadoPagoSdk } from './mercado-pago-sdk';
import { planPrice } from './plan-price';

/** After Mercado Pago's `init_point`, the app goes back to Subscribe this long after (spec 02 §7, §9). */
export const MERCADOPAGO_REDIRECT_MS = 2000;

type Form = 'loading' | 'ready' | 'unavailable';

/**
 * Spec 02 §2 Mercado Pago: the provider's own card form (its JS SDK's card payment brick, loaded only here) for the
 * plan chosen on Subscribe; its token goes to POST /subscription. When the SDK cannot be reached the screen says so.
 * Close goes back to /settings/subscribe.
 */
export default function MercadoPagoScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const containerId = `mp-card-form-${useId().replace(/:/g, '')}`;
  const [params] = useSearchParams();
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: state, isLoading } = useGetSubscriptionStateQuery(loggedIn ? (user?.id ?? '') : '');
  const [createSubscription] = useCreateSubscriptionMutation();
  const [form, setForm] = useState<Form>('loading');
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // A Mercado Pago refusal builds the form again (spec 02 §8: its message "also reloads the page").
  const [round, setRound] = useState(0);
  const text = (key: keyof typeof subscribeMessages) => intl.formatMessage(subscribeMessages[key]);
  const plan = state?.products.find((product) => product.id === params.get('plan') && product.provider === 'mercadopago');
  const publicKey = state?.mercadoPagoPublicKey;

  useEffect(() => {
    if (!plan || !publicKey) return undefined;
    let unmount: (() => void) | undefined;
    let gone = false;
    loadMercadoPagoSdk()
      .then(async (MercadoPago) => {
        if (gone) return;
        const mp = new MercadoPago(publicKey, { locale: intl.locale });
        const controller = await mp.bricks().create('cardPayment', containerId, {
          initialization: { amount: Number(plan.price), payer: { email: user?.email ?? '' } },
          callbacks: {
            onReady: () => !gone && setForm('ready'),
            onError: (error) => !gone && setAlert(error.message ?? text('paymentFailed')),
            onSubmit: async ({ token, payer }) => {
              const result = await createSubscription({
                planId: plan.id,
                provider: 'mercadopago',
                email: payer?.email ?? user?.email ?? '',
                cardTokenId: token,
              });
              if (gone) return;
              if ('data' in result && result.data?.init_point) {
                setSent(true);
                setTimeout(() => void navigate('/settings/subscribe'), MERCADOPAGO_REDIRECT_MS);
                return;
              }
              setAlert(checkoutFailure(intl, result, subscribeMessages.paymentFailed));
              setForm('loading');
              setRound((value) => value + 1);
            },
          },
        });
        if (gone) controller.unmount();
        else unmount = () => controller.unmount();
        setForm('ready');
      })
      .catch(() => !gone && setForm('unavailable'));
    return () => {
      gone = true;
      unmount?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- built again only for another plan, key or round
  }, [plan?.id, publicKey, round]);

  if (state && !state.subscriptionsEnabled) return <Navigate to="/settings" replace />;
  if (!loggedIn) return <Navigate to="/login-signup" replace />;

  return (
    <ScreenLayout title={text('mercadoPagoTitle')} backTo="/settings/subscribe">
      <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }}>
        {isLoading && <CircularProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ alignSelf: 'center' }} />}
        {state && !plan && <Alert severity="info">{text('choosePlan')}</Alert>}
        {plan && (
          <Typography component="h2" variant="h6">
            {plan.name} · {planPrice(intl, plan)}
          </Typography>
        )}
        {alert && (
          <Alert severity="error" onClose={() => setAlert(null)}>
            {alert}
          </Alert>
        )}
        {sent && <Alert severity="success">{text('paymentSent')}</Alert>}
        {plan && form === 'loading' && <CircularProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ alignSelf: 'center' }} />}
        {plan && form === 'unavailable' && <Alert severity="warning">{text('cardFormUnavailable')}</Alert>}
        {plan && !sent && <Box id={containerId} key={round} />}
        <Button component={Link} to="/settings/subscribe" variant="outlined" sx={{ alignSelf: 'flex-start', minHeight: TOUCH_TARGET_PX }}>
          {text('close')}
        </Button>
      </Stack>
    </ScreenLayout>
  );
}
