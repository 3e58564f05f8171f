import { authorShownToOthers, boardDisplayName } from '@tessera/core';
import { useIntl } from 'react-intl';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { selectBoardById } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectCopyRefusal } from '../../state/others-boards';
import { copyPublicBoardOffered, type CopyOffer } from '../../state/ui-slice';
import { CopyBoardDialog } from './copy-board-dialog';
import { copyTexts as t } from './messages';

/**
 * The copy offered for someone else's board on screen: opened by its address, or on trying to change it (then it
 * says why there is no copy when there is none). On success the screen moves from the board to its copy.
 */
export function CopyPublicBoardDialog({ offer }: { offer: CopyOffer }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const board = useAppSelector((state) => selectBoardById(state, offer.boardId));
  const refusal = useAppSelector((state) => selectCopyRefusal(state, offer.boardId));
  const name = board ? boardDisplayName(board, messageTranslator(intl)) : '';
  const author = authorShownToOthers(board?.author);
  const text =
    refusal === 'author'
      ? t.refusedAuthor
      : refusal === 'in-communicator'
        ? t.refusedInCommunicator
        : offer.trigger === 'edit'
          ? t.offerOnEdit
          : author
            ? t.offerByAuthor
            : t.offer;
  return (
    <CopyBoardDialog
      boardId={offer.boardId}
      text={text}
      values={{ name, author }}
      refused={refusal !== null}
      waiting={!board}
      onClose={() => dispatch(copyPublicBoardOffered(null))}
    />
  );
}
