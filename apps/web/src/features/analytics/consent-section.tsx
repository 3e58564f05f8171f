import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { deleteUsage, setUsageConsent } from '../../lib/api/usage-requests';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { reportsChosen, selectPausedUntil, selectReportsOn } from '../../state/usage-slice';
import { analyticsMessages as m, analyticsNotices } from './messages';

/**
 * The "Usage reports" switch with what it means (issue 28): off until the user turns it on; off again deletes
 * everything kept, here and on the server, after asking.
 */
export function ConsentSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const reportsOn = useAppSelector(selectReportsOn);
  const paused = useAppSelector(selectPausedUntil) !== null;
  // The choice being saved shows at once; it falls back to what is known if the server refuses it.
  const [saving, setSaving] = useState<boolean | null>(null);
  const busy = saving !== null;
  const [askingOff, setAskingOff] = useState(false);
  const change = async (on: boolean) => {
    setSaving(on);
    try {
      if (on) await dispatch(setUsageConsent(true));
      else await dispatch(deleteUsage());
      dispatch(reportsChosen(on));
      setAskingOff(false);
    } catch {
      dispatch(notificationShown({ message: analyticsNotices.changeFailed, kind: 'warning' }));
    } finally {
      setSaving(null);
    }
  };
  return (
    <Box component="section" aria-labelledby="usage-consent-title" sx={{ display: 'grid', gap: 1, maxWidth: '70ch' }}>
      <Typography id="usage-consent-title" component="h2" variant="h6">
        {intl.formatMessage(m.reports)}
      </Typography>
      {!reportsOn && <Typography>{intl.formatMessage(m.explain)}</Typography>}
      <FormControlLabel
        sx={{ minHeight: TOUCH_TARGET_PX, marginInlineStart: 0 }}
        control={<Switch checked={saving ?? reportsOn} disabled={busy} onChange={(event) => (event.target.checked ? void change(true) : setAskingOff(true))} />}
        label={intl.formatMessage(m.reports)}
      />
      {reportsOn && paused && (
        <Typography role="status" color="warning.main">
          {intl.formatMessage(m.paused)}
        </Typography>
      )}
      <ConfirmDialog
        open={askingOff}
        busy={busy}
        color="error"
        title={intl.formatMessage(m.deleteAll)}
        text={intl.formatMessage(m.deleteQuestion)}
        cancelLabel={intl.formatMessage(m.cancel)}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        onCancel={() => setAskingOff(false)}
        onConfirm={() => void change(false)}
      />
    </Box>
  );
}
