import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { premiumBannerClosed, selectPremiumRefusal } from '../../state/premium-slice';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { premiumMessages } from './messages';

/**
 * The subscribe banner (spec 01 §4, §6): when the server refused a premium feature (402), "Your free trial has ended"
 * or "This feature is blocked" with its Subscribe button, until closed or followed.
 */
export function PremiumBanner() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const refusal = useAppSelector(selectPremiumRefusal);
  const close = () => dispatch(premiumBannerClosed());
  return (
    <Snackbar open={refusal !== null} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        role="alert"
        closeText={intl.formatMessage(premiumMessages.close)}
        onClose={close}
        action={
          <Button component={Link} to="/settings/subscribe" color="inherit" onClick={close} sx={{ minHeight: TOUCH_TARGET_PX, fontWeight: 700 }}>
            {intl.formatMessage(premiumMessages.subscribe)}
          </Button>
        }
        sx={{ alignItems: 'center', fontSize: '1rem' }}
      >
        {refusal ? intl.formatMessage(premiumMessages[refusal]) : ''}
      </Alert>
    </Snackbar>
  );
}
