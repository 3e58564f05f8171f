import { boardDisplayName, type Tile } from '@tessera/core';
import { messageTranslator } from '../lib/i18n/message-translator';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { tileLabel } from '../features/board/tile-labels';
import TileEditorDialog, { type PictureSlot, type TileEditorTarget, type VoiceSlot } from '../features/tile-editor/tile-editor-dialog';
import { selectActiveBoard, selectAllBoards } from '../state/board-slice';
import { newLocalId } from '../state/commit-board';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { createTileOnBoard, saveEditedTiles } from '../state/tile-edits';
import { TilePictureArea, TileVoiceArea } from './tile-media-areas';
import { selectTileEditor, tileEditorClosed } from '../state/ui-slice';

const CREATE: TileEditorTarget = { mode: 'create' };
const ignore = () => undefined;

/**
 * The tile editor composed for the board screen: the tile-editor feature with the board's data, the edits of
 * the store, and the picture and voice areas of the other features. Loaded on first use (and fetched ahead as
 * soon as the board is unlocked, so it opens at once).
 */
export default function TileEditorComposition({ warmup = false, onWarm }: { warmup?: boolean; onWarm?: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectTileEditor);
  const board = useAppSelector(selectActiveBoard);
  const allBoards = useAppSelector(selectAllBoards);

  const target = useMemo((): TileEditorTarget | null => {
    if (!editor || !board) return null;
    if (editor.mode === 'create') return { mode: 'create' };
    const tiles = board.tiles.filter((tile) => editor.tileIds.includes(tile.id));
    return tiles.length > 0 ? { mode: 'edit', tiles } : null;
  }, [editor, board]);

  const boards = useMemo(() => {
    const translate = messageTranslator(intl);
    return allBoards
      .filter((candidate) => candidate.id !== board?.id)
      .map((candidate) => ({ id: candidate.id, name: boardDisplayName(candidate, translate) || candidate.id }))
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  }, [allBoards, board?.id, intl]);

  // Effects run once the hidden editor is on the page, any part of it that loads late included.
  useEffect(() => {
    if (warmup) onWarm?.();
  }, [warmup, onWarm]);

  const slots = {
    renderPicture: (slot: PictureSlot) => <TilePictureArea {...slot} />,
    renderVoice: (slot: VoiceSlot) => <TileVoiceArea {...slot} />,
  };
  if (warmup)
    return (
      <TileEditorDialog open={false} target={CREATE} boards={boards} shownLabel={() => ''} newId={newLocalId} onSave={ignore} onClose={ignore} {...slots} />
    );
  if (!target) return null;
  const close = () => dispatch(tileEditorClosed());
  const save = (tiles: Tile[]) => {
    if (target.mode === 'create' && tiles[0]) dispatch(createTileOnBoard(tiles[0]));
    else dispatch(saveEditedTiles(tiles));
    close();
  };
  return (
    <TileEditorDialog
      target={target}
      boards={boards}
      shownLabel={(tile) => tileLabel(tile, intl)}
      newId={newLocalId}
      onSave={save}
      onClose={close}
      {...slots}
    />
  );
}
