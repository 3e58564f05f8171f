import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { authorShownToOthers, boardDisplayName } from '@tessera/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { selectBoardById } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { selectCopyRefusal } from '../../state/others-boards';
import { copyPublicBoard } from '../../state/public-board-copy';
import { copyPublicBoardOffered, type CopyOffer } from '../../state/ui-slice';
import { copiedNotice, copyMessages as m, copyTexts as t } from './messages';

const target44 = { minHeight: 44 };

/**
 * The copy-public-board dialog (spec 01 §2, §4): someone else's public board, offered as a copy of the user's own
 * with the boards its folders open; or why it is not copied (the user is its author, or the communicator lists it).
 * Its states: idle, loading while the boards are fetched, error ('ERROR: There was an error trying to get the
 * board.', nothing kept), success (it closes and the copy is on screen).
 */
export function CopyPublicBoardDialog({ offer }: { offer: CopyOffer }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const board = useAppSelector((state) => selectBoardById(state, offer.boardId));
  const refusal = useAppSelector((state) => selectCopyRefusal(state, offer.boardId));
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const close = () => {
    if (status !== 'loading') dispatch(copyPublicBoardOffered(null));
  };
  const copy = async () => {
    setStatus('loading');
    const outcome = await dispatch(copyPublicBoard(offer.boardId));
    if (outcome === 'failed') return setStatus('error');
    dispatch(copyPublicBoardOffered(null));
    if (outcome === 'copied') dispatch(notificationShown({ message: copiedNotice, kind: 'success' }));
  };
  const name = board ? boardDisplayName(board, messageTranslator(intl)) : '';
  const author = authorShownToOthers(board?.author);
  const text = refusal === 'author' ? t.refusedAuthor : refusal === 'in-communicator' ? t.refusedInCommunicator : offer.trigger === 'edit' ? t.offerOnEdit : author ? t.offerByAuthor : t.offer;
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intl.formatMessage(text, { name, author })}</DialogContentText>
        {status === 'error' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {intl.formatMessage(m.failed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {refusal ? (
          <Button onClick={close} sx={target44}>
            {intl.formatMessage(m.close)}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={status === 'loading'} sx={target44}>
              {intl.formatMessage(m.notNow)}
            </Button>
            <Button variant="contained" onClick={() => void copy()} disabled={status === 'loading' || !board} sx={target44}>
              {intl.formatMessage(status === 'loading' ? m.copying : m.copy)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
