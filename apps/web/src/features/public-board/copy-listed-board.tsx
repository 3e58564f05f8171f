import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import Typography from '@mui/material/Typography';
import { authorShownToOthers, boardDisplayName, boardShareUrl, type BoardSummary } from '@tessera/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../components/ui/action-button';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { useAppSelector } from '../../state/hooks';
import { selectListedCopyRefusal } from '../../state/others-boards';
import { CopyBoardDialog } from './copy-board-dialog';
import { copyMessages as m, copyTexts as t } from './messages';

interface CopyListedBoardProps {
  board: BoardSummary;
  /** The copy was made and is about to open: the list's dialog closes. */
  onCopied: () => void;
}

/**
 * "Copy" on a board of the public list (spec 01 §4): the copy-public-board dialog for it, then the copy opens. Not
 * offered for the user's own boards; disabled, saying why, for a board the communicator already lists.
 */
export default function CopyListedBoard({ board, onCopied }: CopyListedBoardProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const reasonId = useId();
  const refusal = useAppSelector((state) => selectListedCopyRefusal(state, board.id));
  const [open, setOpen] = useState(false);
  if (refusal === 'author') return null;
  const author = authorShownToOthers(board.author);
  return (
    <>
      <ActionButton
        label={intl.formatMessage(m.action)}
        icon={<ContentCopyOutlinedIcon />}
        onClick={() => setOpen(true)}
        disabled={refusal !== null}
        describedBy={refusal ? reasonId : undefined}
      />
      {refusal && (
        <Typography id={reasonId} variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {intl.formatMessage(m.listedInCommunicator)}
        </Typography>
      )}
      {open && (
        <CopyBoardDialog
          boardId={board.id}
          text={author ? t.offerByAuthor : t.offer}
          values={{ name: boardDisplayName(board, messageTranslator(intl)), author }}
          refused={false}
          onClose={() => setOpen(false)}
          onCopied={(copyId) => {
            onCopied();
            void navigate(boardShareUrl('', copyId));
          }}
        />
      )}
    </>
  );
}
