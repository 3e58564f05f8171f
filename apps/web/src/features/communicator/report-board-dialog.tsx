import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { canSendReport, type BoardSummary } from '@tessera/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DialogError } from '../../components/ui/dialog-error';
import { reportBoard } from '../../lib/api/report-board';
import { selectUser } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { boardPath } from './board-path';
import { useDialogStatus } from './dialog-status';
import { reportIntroMessage, reportMessages as m, reportReasons, type ReportReason } from './messages';
import { useDisplayNames } from './use-display-names';

interface ReportBoardDialogProps {
  board: BoardSummary;
  open: boolean;
  onClose: () => void;
}

const touchTarget = { minHeight: TOUCH_TARGET_PX };
const REASONS = Object.keys(reportReasons) as ReportReason[];

/**
 * Reporting a board to the moderators (spec 01 §4, §5): Send stays disabled until a reason is chosen; a failure
 * says so and keeps the dialog open with the choice made, to send again (spec 01 §8).
 */
export default function ReportBoardDialog({ board, open, onClose }: ReportBoardDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const reasonId = useId();
  const user = useAppSelector(selectUser);
  const { boardName } = useDisplayNames();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const { status, run } = useDialogStatus();
  const name = boardName(board);
  // The reason goes in English, the language the moderators read; the reporter's language goes along.
  const reasonText = reason ? (reportReasons[reason].defaultMessage ?? reason) : '';

  const send = () =>
    run(async () => {
      await reportBoard(
        {
          id: board.id,
          name,
          ...(board.author ? { author: board.author } : {}),
          ...(board.description ? { description: board.description } : {}),
          url: `${window.location.origin}${boardPath(board.id)}`,
          reason: reasonText,
          whistleblower: { ...(user?.name ? { name: user.name } : {}), ...(user?.email ? { email: user.email } : {}), language: intl.locale },
        },
        intl.locale,
      );
      return true;
    });

  const sent = status === 'success';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        {sent ? (
          <Alert severity="success">{intl.formatMessage(m.sent)}</Alert>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{intl.formatMessage(reportIntroMessage, { name })}</DialogContentText>
            <FormControl>
              <FormLabel id={reasonId}>{intl.formatMessage(m.reason)}</FormLabel>
              <RadioGroup aria-labelledby={reasonId} value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
                {REASONS.map((key) => (
                  <FormControlLabel
                    key={key}
                    value={key}
                    control={<Radio />}
                    label={intl.formatMessage(reportReasons[key])}
                    sx={{ minHeight: TOUCH_TARGET_PX }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {status === 'error' && <DialogError message={m.failed} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {sent ? (
          <Button variant="contained" onClick={onClose} sx={touchTarget}>
            {intl.formatMessage(m.close)}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} sx={touchTarget}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              variant="contained"
              disabled={!canSendReport(reasonText) || status === 'loading'}
              startIcon={status === 'loading' ? <CircularProgress size={18} /> : undefined}
              onClick={() => void send()}
              sx={touchTarget}
            >
              {intl.formatMessage(m.send)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
