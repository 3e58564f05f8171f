import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { helpToursReset } from '../../state/help-tours';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { navigationMessages as m, settingsNotices } from './messages';

const touchTarget = { minHeight: TOUCH_TARGET_PX };

/** "Reset all help tours", asked for in a confirm dialog; it acts at once, not on Save. */
export function ResetToursRow() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const reset = () => {
    setAsking(false);
    dispatch(helpToursReset());
    dispatch(notificationShown({ message: settingsNotices.toursReset, kind: 'success' }));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1, minHeight: 56 }}>
      <Box>
        <Typography>{intl.formatMessage(m.resetTours)}</Typography>
        <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(m.resetToursHelp)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        onClick={() => setAsking(true)}
        aria-label={intl.formatMessage(m.resetTours)}
        aria-describedby={descriptionId}
        sx={{ ...touchTarget, flex: 'none' }}
      >
        {intl.formatMessage(m.resetToursButton)}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{intl.formatMessage(m.resetToursConfirmTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{intl.formatMessage(m.resetToursConfirmText)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} sx={touchTarget}>
            {intl.formatMessage(m.resetToursCancel)}
          </Button>
          <Button variant="contained" onClick={reset} sx={touchTarget}>
            {intl.formatMessage(m.resetToursButton)}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
