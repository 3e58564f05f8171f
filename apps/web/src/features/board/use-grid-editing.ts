import { useMemo } from 'react';
import { dropTile, moveTileByStep } from '../../state/grid-edits';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectIsLocked, selectIsSelecting, selectSelectedTileIds } from '../../state/ui-slice';
import type { TileGridEditing } from './tile-grid';

/** What the tile grid needs in edit mode (unlocked, Edit on); undefined otherwise, so a locked board cannot change. */
export function useGridEditing(): TileGridEditing | undefined {
  const dispatch = useAppDispatch();
  const isLocked = useAppSelector(selectIsLocked);
  const isSelecting = useAppSelector(selectIsSelecting);
  const selected = useAppSelector(selectSelectedTileIds);
  return useMemo(
    () =>
      !isLocked && isSelecting
        ? {
            selectedIds: new Set(selected),
            onMove: (tileId, direction, columns) => dispatch(moveTileByStep(tileId, direction, columns)),
            onDrop: (tileId, target) => dispatch(dropTile(tileId, target)),
          }
        : undefined,
    [dispatch, isLocked, isSelecting, selected],
  );
}
