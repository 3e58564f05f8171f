import Typography from '@mui/material/Typography';
import type { Tile } from '@tessera/core';
import { KEYBOARD_BOARD_ID, KEYBOARD_TILE_ID, withKeyboardTile, type Board } from '@tessera/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useScriptFonts } from '../../lib/fonts/use-script-fonts';
import { useSpeaker } from '../../state/speech-context';
import { selectActiveBoard, selectAllBoards, selectRootBoardId } from '../../state/board-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { selectIsLiveMode } from '../../state/output-slice';
import { selectDisplaySettings, selectNavigationSettings } from '../../state/settings-slice';
import { selectIsLocked, selectIsSelecting } from '../../state/ui-slice';
import { guidedTileOn, selectWordGuide } from '../../state/word-guide-slice';
import { activateTile } from './activate-tile';
import { BigBackButton } from './big-back-button';
import { boardMessages } from './messages';
import { ScrollArea } from './scroll-area';
import { TileGrid } from './tile-grid';
import { useLocalizedTiles } from './tile-labels';
import { useBoardRoute } from './use-board-route';
import { useCopyOffer } from './use-copy-offer';
import { useGridEditing } from './use-grid-editing';
import { useEscapeBack } from './use-escape-back';
import { usePrewarm } from './use-prewarm';

/** The tile that opens the keyboard board from the root (its picture is OpenMoji's keyboard). */
const keyboardTile = (label: string): Tile => ({ id: KEYBOARD_TILE_ID, label, loadBoard: KEYBOARD_BOARD_ID, image: '/symbols/openmoji/2328.svg' });

/**
 * The root board as shown while locked: with the keyboard tile, unless it has its own (the board saved is left as it
 * is; while unlocked the board is shown as it is edited, and the navigation bar has Keyboard).
 */
function useShownBoard(label: string): Board | undefined {
  const board = useAppSelector(selectActiveBoard);
  const isRoot = useAppSelector((state) => board !== undefined && selectRootBoardId(state) === board.id);
  const isLocked = useAppSelector(selectIsLocked);
  return useMemo(() => (board && isRoot && isLocked ? withKeyboardTile(board, keyboardTile(label)) : board), [board, isRoot, isLocked, label]);
}

/**
 * The tile area of the board screen: the board of the route, its tiles, and what a tap does. On the keyboard board
 * it shows `keyboard` (app/ composes the lazily loaded keyboard in).
 */
export function BoardView({ boardId, keyboard }: { boardId: string | undefined; keyboard?: ReactNode }) {
  useBoardRoute(boardId);
  useCopyOffer(boardId);
  useEscapeBack();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const speaker = useSpeaker();
  const board = useShownBoard(intl.formatMessage(boardMessages.keyboardTile));
  const display = useAppSelector(selectDisplaySettings);
  const { bigScrollButtonsActive, caBackButtonActive, navigationButtonsStyle } = useAppSelector(selectNavigationSettings);
  const tiles = useLocalizedTiles(board?.tiles ?? []);
  // A board may be written in another language than the interface's: its scripts get their fonts too. Built-in
  // boards have no locale of their own; their labels are in the interface language.
  useScriptFonts([board?.name ?? '', ...tiles.map((tile) => tile.label ?? '')], board?.locale ?? intl.locale);
  usePrewarm(speaker, tiles);
  const editing = useGridEditing();
  const guidedTileId = guidedTileOn(useAppSelector(selectWordGuide), board?.id);

  // The store is read at tap time, not subscribed to, so a tap costs no re-render of the grid.
  const onActivate = useCallback(
    (tile: Tile) => {
      const state = store.getState();
      activateTile(tile, {
        speaker,
        dispatch,
        boards: selectAllBoards(state),
        navigation: selectNavigationSettings(state),
        isLiveMode: selectIsLiveMode(state),
        isSelecting: selectIsSelecting(state),
      });
    },
    [speaker, dispatch, store],
  );

  if (board?.id === KEYBOARD_BOARD_ID && keyboard) return keyboard;
  return (
    <ScrollArea
      label={intl.formatMessage(boardMessages.tiles)}
      big={bigScrollButtonsActive}
      placement={navigationButtonsStyle}
      back={caBackButtonActive && <BigBackButton placement={navigationButtonsStyle} />}
      fixed={Boolean(board?.isFixed && board.grid)}
    >
      {board && tiles.length > 0 ? (
        <TileGrid key={board.id} board={board} tiles={tiles} display={display} onActivate={onActivate} editing={editing} guidedTileId={guidedTileId} />
      ) : (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{intl.formatMessage(boardMessages.emptyBoard)}</Typography>
      )}
    </ScrollArea>
  );
}
