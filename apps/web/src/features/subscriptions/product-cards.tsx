import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Plan, SubscriptionProvider } from '@tessera/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { featureMessages, subscribeMessages } from './messages';
import { planPrice } from './plan-price';
import type { ProductCard } from './subscription-view';

type Props = {
  cards: readonly ProductCard[];
  /** A guest's one button leads to /login-signup; a signed-in user gets one per provider. */
  loggedIn: boolean;
  /** The providers the server offers. */
  providers: readonly SubscriptionProvider[];
  enabled: boolean;
  /** The plan whose PayPal checkout is on its way. */
  busyPlanId: string | null;
  onPaypal: (plan: Plan) => void;
};

const touchTarget = { minHeight: TOUCH_TARGET_PX };

/** The product cards of spec 02 §2: the cleaned name, currency and price, the included features, and the buttons. */
export function ProductCards({ cards, loggedIn, providers, enabled, busyPlanId, onPaypal }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {cards.map((card) => (
        <OneCard key={card.key} card={card} loggedIn={loggedIn} providers={providers} enabled={enabled} busyPlanId={busyPlanId} onPaypal={onPaypal} />
      ))}
    </Box>
  );
}

function OneCard({ card, loggedIn, providers, enabled, busyPlanId, onPaypal }: Omit<Props, 'cards'> & { card: ProductCard }) {
  const intl = useIntl();
  const titleId = useId();
  const text = (key: keyof typeof subscribeMessages) => intl.formatMessage(subscribeMessages[key]);
  const offered = card.plans.filter((plan) => providers.includes(plan.provider));
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {card.name}
        </Typography>
        <Typography variant="h5" sx={{ my: 1 }}>
          {planPrice(intl, card)}
        </Typography>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {text('featuresTitle')}
        </Typography>
        <List dense>
          {Object.values(featureMessages).map((feature) => (
            <ListItem key={feature.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={intl.formatMessage(feature)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>
        {!loggedIn ? (
          <Button component={Link} to="/login-signup" variant="contained" sx={touchTarget}>
            {text('subscribe')}
          </Button>
        ) : (
          offered.map((plan) =>
            plan.provider === 'paypal' ? (
              <Button key={plan.id} variant="contained" disabled={!enabled} loading={busyPlanId === plan.id} onClick={() => onPaypal(plan)} sx={touchTarget}>
                {text('paypal')}
              </Button>
            ) : (
              <Button
                key={plan.id}
                variant="contained"
                color="secondary"
                disabled={!enabled}
                component={Link}
                to={`/settings/mercado-pago?plan=${encodeURIComponent(plan.id)}`}
                sx={touchTarget}
              >
                {text('mercadoPago')}
              </Button>
            ),
          )
        )}
      </CardActions>
    </Card>
  );
}
