import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { NOTIFICATION_AUTO_HIDE_MS } from '@tessera/core';
import { useIntl } from 'react-intl';
import { LiveRegion } from '../../components/ui/live-region';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationClosed, selectOpenNotification, type CloseReason } from '../../state/notifications-slice';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { notifierMessages } from './messages';

const closeReason = (reason: SnackbarCloseReason): CloseReason => (reason === 'escapeKeyDown' ? 'dismissed' : reason);

/**
 * Shows the open notice of the queue (spec 01 §4). Screen readers hear it through live regions that are
 * always in the page, dialogs open or not: warnings and errors interrupt while other notices wait for a pause.
 */
export function Notifier() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectOpenNotification);
  const text = notice ? intl.formatMessage(notice.message, notice.values) : '';
  const urgent = notice?.kind === 'warning' || notice?.kind === 'error';
  const close = (reason: CloseReason) => notice && dispatch(notificationClosed({ reason, key: notice.key }));
  const act = () => {
    if (!notice?.action) return;
    dispatch(notice.action.command);
    close('dismissed');
  };

  return (
    <>
      <LiveRegion>{notice && !urgent && <span key={notice.key}>{text}</span>}</LiveRegion>
      <LiveRegion urgent>{notice && urgent && <span key={notice.key}>{text}</span>}</LiveRegion>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={NOTIFICATION_AUTO_HIDE_MS}
        onClose={(_event, reason) => close(closeReason(reason))}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          // The live regions above do the speaking; this copy must not be a second live region.
          role="presentation"
          severity={notice?.kind ?? 'info'}
          variant="filled"
          closeText={intl.formatMessage(notifierMessages.close)}
          onClose={() => close('dismissed')}
          action={
            notice?.action ? (
              // With an action MUI drops its own close button, so it is drawn here beside the action.
              <>
                <Button color="inherit" onClick={act} sx={{ minHeight: TOUCH_TARGET_PX, fontWeight: 700 }}>
                  {intl.formatMessage(notice.action.label)}
                </Button>
                <IconButton
                  color="inherit"
                  aria-label={intl.formatMessage(notifierMessages.close)}
                  title={intl.formatMessage(notifierMessages.close)}
                  onClick={() => close('dismissed')}
                  sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            ) : undefined
          }
          sx={{ alignItems: 'center', fontSize: '1rem' }}
        >
          {text}
        </Alert>
      </Snackbar>
    </>
  );
}
