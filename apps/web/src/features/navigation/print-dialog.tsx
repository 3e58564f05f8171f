import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Board } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDisplayTexts } from '../../lib/i18n/use-display-texts';
import { boardsPdfFile } from '../../lib/pdf/boards-pdf-file';
import { preparePdfPrint } from '../../lib/pdf/print-pdf';
import { useAppSelector } from '../../state/hooks';
import { selectDisplaySettings } from '../../state/settings-slice';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { printMessages } from './messages';

type PrintState = 'idle' | 'working' | 'failed';

/**
 * The print dialog: the board becomes the same PDF the Export screen makes (spec 02 §9), and it opens in a new tab
 * to be printed, on every device. While the PDF is made the button waits and says so; a failure says so and the
 * dialog stays.
 */
export default function PrintDialog({ open, onClose, board }: { open: boolean; onClose: () => void; board: Board | undefined }) {
  const intl = useIntl();
  const { labelPosition, fontFamily } = useAppSelector(selectDisplaySettings);
  const texts = useDisplayTexts();
  const [state, setState] = useState<PrintState>('idle');
  const text = (key: keyof typeof printMessages) => intl.formatMessage(printMessages[key]);

  const printBoard = async () => {
    if (!board) return;
    const target = preparePdfPrint({ text: text('working'), lang: intl.locale });
    setState('working');
    try {
      const file = await boardsPdfFile({ boards: [board], kind: 'pdf', labelPosition, fontFamily, ...texts });
      target.print(file);
      setState('idle');
      onClose();
    } catch (error) {
      console.error('Print failed', error);
      target.cancel();
      setState('failed');
    }
  };

  return (
    <Dialog open={open} onClose={state === 'working' ? undefined : onClose}>
      <DialogTitle>{text('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text('help')}</DialogContentText>
        <DialogContentText role="status" aria-live="polite" sx={{ mt: 1 }} color={state === 'failed' ? 'error' : undefined}>
          {state === 'working' && text('working')}
          {state === 'failed' && text('failed')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state === 'working'} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {text('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void printBoard()}
          disabled={!board || state === 'working'}
          startIcon={state === 'working' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minHeight: TOUCH_TARGET_PX }}
        >
          {text('printBoard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
