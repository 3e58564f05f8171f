import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import { languageMessages } from './messages';

/** Spec 02 §2 "More Languages": what choosing a language changes, where voices come from, how to ask for more. */
export function MoreLanguagesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const text = (key: keyof typeof languageMessages) => intl.formatMessage(languageMessages[key]);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{text('moreLanguages')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text('moreLanguagesHelp')}</DialogContentText>
        <DialogContentText>{text('moreLanguagesVoices')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {text('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
