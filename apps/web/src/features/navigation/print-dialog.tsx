import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import { printMessages } from './messages';

/**
 * The print dialog. Printing boards to PDF comes with export; until then it offers the browser's own print
 * of the board as shown, which PrintStyles trims to the tiles.
 */
export default function PrintDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const printBoard = () => {
    onClose();
    // After the dialog has gone, so the print preview never catches it on its way out.
    window.setTimeout(() => window.print(), 0);
  };
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{intl.formatMessage(printMessages.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{intl.formatMessage(printMessages.comingSoon)}</DialogContentText>
        <DialogContentText>{intl.formatMessage(printMessages.browserPrint)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(printMessages.cancel)}</Button>
        <Button variant="contained" onClick={printBoard}>
          {intl.formatMessage(printMessages.printBoard)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
