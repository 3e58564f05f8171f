import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { messages as coreMessages, nonEmptyText, type Board } from '@tessera/core';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DialogError } from '../../components/ui/dialog-error';
import { saveBoardDetails, setBoardPublic } from '../../state/board-visibility';
import { useAppDispatch } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { useDialogStatus } from './dialog-status';
import { detailsMessages as m } from './messages';
import { useDisplayNames } from './use-display-names';

export type DetailsMode = 'edit' | 'publish';

interface BoardDetailsDialogProps {
  board: Board;
  /** `publish`: the description a private board needs before it is published (spec 01 §4), then it is published. */
  mode: DetailsMode;
  open: boolean;
  onClose: () => void;
}

const touchTarget = { minHeight: TOUCH_TARGET_PX };

/** "Edit name and description", which is also the description asked for before publishing. */
export default function BoardDetailsDialog({ board, mode, open, onClose }: BoardDetailsDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { boardName } = useDisplayNames();
  const shownName = boardName(board);
  const [name, setName] = useState(shownName);
  const [description, setDescription] = useState(board.description ?? '');
  // 'Required' shows once the user has typed: an empty description asked for is a question, not yet a mistake.
  const [touched, setTouched] = useState(false);
  const { status, run } = useDialogStatus();
  const needsDescription = mode === 'publish' || board.isPublic;
  const nameMissing = nonEmptyText(name) === null;
  const descriptionMissing = needsDescription && nonEmptyText(description) === null;
  const required = intl.formatMessage(coreMessages.required);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (nameMissing || descriptionMissing) return;
    const done = await run(() => {
      // An untouched name stays as it is: a built-in board's translated name is not turned into typed text.
      const saved = dispatch(saveBoardDetails(board.id, { name: name.trim() === shownName ? undefined : name, description }));
      return saved && (mode === 'edit' || dispatch(setBoardPublic(board.id, true, description)) === 'published');
    });
    if (done) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{intl.formatMessage(mode === 'publish' ? m.publishTitle : m.editTitle)}</DialogTitle>
        <DialogContent>
          {mode === 'publish' && <DialogContentText sx={{ mb: 2 }}>{intl.formatMessage(m.publishIntro)}</DialogContentText>}
          <TextField
            label={intl.formatMessage(m.name)}
            value={name}
            onChange={(event) => {
              setTouched(true);
              setName(event.target.value);
            }}
            required
            error={touched && nameMissing}
            helperText={touched && nameMissing ? required : ' '}
            fullWidth
            margin="dense"
            autoFocus={mode === 'edit'}
          />
          <TextField
            label={intl.formatMessage(m.description)}
            value={description}
            onChange={(event) => {
              setTouched(true);
              setDescription(event.target.value);
            }}
            required={needsDescription}
            error={touched && descriptionMissing}
            helperText={touched && descriptionMissing ? required : ' '}
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            autoFocus={mode === 'publish'}
          />
          {status === 'error' && <DialogError message={m.failed} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={touchTarget}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" variant="contained" disabled={nameMissing || descriptionMissing || status === 'loading'} sx={touchTarget}>
            {intl.formatMessage(mode === 'publish' ? m.publish : m.save)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
