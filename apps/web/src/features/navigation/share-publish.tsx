import PublicIcon from '@mui/icons-material/Public';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { nonEmptyText } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { setBoardPublic } from '../../state/board-visibility';
import { useAppDispatch } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { shareMessages } from './messages';

/**
 * Publishing from the share dialog, for a private board of the user's own (spec 01 §4): a board without a
 * description asks for one first. Once published, the dialog's channels open (the board on screen changes).
 */
export function SharePublish({ boardId }: { boardId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [description, setDescription] = useState('');
  const publish = () => {
    if (dispatch(setBoardPublic(boardId, true, asking ? description : undefined)) === 'needs-description') setAsking(true);
  };
  return (
    <Stack useFlexGap sx={{ gap: 1.5, mb: 2, alignItems: 'flex-start' }}>
      <DialogContentText>{intl.formatMessage(asking ? shareMessages.describe : shareMessages.privateOwn)}</DialogContentText>
      {asking && (
        <TextField
          label={intl.formatMessage(shareMessages.description)}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
        />
      )}
      <Button
        variant="contained"
        startIcon={<PublicIcon />}
        onClick={publish}
        disabled={asking && nonEmptyText(description) === null}
        sx={{ minHeight: TOUCH_TARGET_PX }}
      >
        {intl.formatMessage(shareMessages.publish)}
      </Button>
    </Stack>
  );
}
