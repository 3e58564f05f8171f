import { useAppSelector } from '../../state/hooks';
import { selectBlockedPrivateBoard, selectCopyPublicBoard } from '../../state/ui-slice';
import { BlockedPrivateBoardDialog } from './blocked-private-board-dialog';
import { CopyPublicBoardDialog } from './copy-public-board-dialog';

/** The dialogs about someone else's board (spec 01 §2): the copy offer, and the block of a private one. */
export default function PublicBoardDialogs() {
  const offer = useAppSelector(selectCopyPublicBoard);
  const blocked = useAppSelector(selectBlockedPrivateBoard);
  return (
    <>
      {offer && <CopyPublicBoardDialog key={offer.boardId} offer={offer} />}
      {blocked && <BlockedPrivateBoardDialog />}
    </>
  );
}
