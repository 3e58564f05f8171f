import { useTheme } from '@mui/material/styles';
import type { Board } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { drawBoardCover } from './draw-board-cover';
import { useDisplayNames } from './use-display-names';

// Drawn once per board version and language for the whole visit: reopening a picker shows them at once.
const previews = new Map<string, Promise<string>>();

/**
 * A picture of a board drawn from its tiles (the same drawing as a board's cover screenshot), as an address an
 * <img> can show; undefined while it is drawn or when it cannot be.
 */
export function useBoardPreview(board: Board | undefined): string | undefined {
  const { locale } = useIntl();
  const { tileLabel } = useDisplayNames();
  const { direction } = useTheme();
  const key = board ? `${board.id}|${board.lastEdited ?? ''}|${locale}|${direction}` : undefined;
  const [drawn, setDrawn] = useState<{ key: string; url: string }>();

  useEffect(() => {
    if (!board || !key) return;
    let live = true;
    let preview = previews.get(key);
    if (!preview) {
      preview = drawBoardCover(board, tileLabel, direction).then((blob) => URL.createObjectURL(blob));
      previews.set(key, preview);
      preview.catch(() => previews.delete(key));
    }
    preview.then(
      (url) => live && setDrawn({ key, url }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [board, key, tileLabel, direction]);

  return drawn && drawn.key === key ? drawn.url : undefined;
}
