import { isLocalBoardId, tileClickOutcome, tileSpeechText, messages, type Board, type NavigationSettings, type Tile } from '@tessera/core';
import { boardChanged } from '../../state/board-slice';
import type { AppDispatch } from '../../state/store';
import { notificationShown } from '../../state/notifications-slice';
import { outputTileAdded } from '../../state/output-slice';
import { fetchBoardById } from '../../state/remote-board';
import { tileSelectionToggled } from '../../state/ui-slice';
import type { Speaker } from '../../state/speech-context';
import { wasSaidOnSavedBoard } from '../../lib/first-board/hand-over';

export type TileActivation = {
  speaker: Pick<Speaker, 'speak' | 'playSound' | 'cancel'>;
  dispatch: AppDispatch;
  boards: readonly Pick<Board, 'id' | 'name'>[];
  navigation: Pick<NavigationSettings, 'vocalizeFolders' | 'playSoundOnTouchActive'>;
  isLiveMode: boolean;
  isSelecting?: boolean;
  /** Runs the store update that follows speech; by default in the next task (see nextTask). */
  afterSpeech?: (update: () => void) => void;
};

/**
 * A store change makes React render straight away, in the microtasks of the tap, while the speech service reaches
 * its engine a few microtasks after speak() is called. So what the screen shows waits for the next task (a few
 * milliseconds at most): the voice never waits behind a render, the screen does not wait for the voice.
 */
export const nextTask = (update: () => void): void => void setTimeout(update, 0);

// A failed utterance is reported by the speech service itself (the no-voice warning); the tap must not throw.
const ignore = () => undefined;

/**
 * What a tap on a (localized) tile does, spec 01 §4 Tiles. Speech starts first, so the request reaches the
 * engine in the same frame as the tap; the store and the screen follow.
 */
export function activateTile(
  tile: Tile,
  { speaker, dispatch, boards, navigation, isLiveMode, isSelecting = false, afterSpeech = nextTask }: TileActivation,
): void {
  const outcome = tileClickOutcome(tile, { boards, isSelecting, isLiveMode, ...navigation });
  switch (outcome.kind) {
    case 'navigate':
      if (!outcome.speak) {
        dispatch(boardChanged(outcome.boardId));
        return;
      }
      speaker.speak(outcome.speak, { interrupt: true }).catch(ignore);
      afterSpeech(() => dispatch(boardChanged(outcome.boardId)));
      return;
    case 'board-missing':
      // A folder of a board from the server may open another server board this device has not fetched yet.
      if (tile.loadBoard && !isLocalBoardId(tile.loadBoard)) {
        const id = tile.loadBoard;
        // Someone else's private board is blocked with 'ask the author to publish' instead (spec 01 §4).
        void dispatch(fetchBoardById(id, { notice: messages.boardMissed })).then((board) => board && dispatch(boardChanged(id)));
        return;
      }
      dispatch(notificationShown({ message: messages.boardMissed, kind: 'warning' }));
      return;
    case 'output':
      // A word tapped on the saved first board before the app was there, and said then by the device's voice.
      if (wasSaidOnSavedBoard(tile.id)) {
        afterSpeech(() => dispatch(outputTileAdded(tile, outcome.addLiveTile)));
        return;
      }
      if (outcome.play === 'sound' && tile.sound) {
        speaker.cancel();
        speaker.playSound(tile.sound, tileSpeechText(tile)).catch(ignore);
      } else {
        speaker.speak(tileSpeechText(tile), { interrupt: true }).catch(ignore);
      }
      afterSpeech(() => dispatch(outputTileAdded(tile, outcome.addLiveTile)));
      return;
    case 'toggle-selection':
      dispatch(tileSelectionToggled(outcome.tileId));
      return;
  }
}
