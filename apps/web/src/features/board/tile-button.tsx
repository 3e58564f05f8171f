import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { tileFrame, tileSpeechText, type DisplaySettings, type Tile, type TileFrame } from '@tessera/core';
import { memo, useState, type CSSProperties } from 'react';
import { useMediaUrl } from '../../lib/db/use-media-url';
import { TILE_CLASS } from './tile-styles';

type TileButtonProps = {
  tile: Tile;
  labelPosition: DisplaySettings['labelPosition'];
  /** A fixed grid's cell; plain numbers, so the memo holds across renders of the grid. */
  row?: number | undefined;
  column?: number | undefined;
  /** What the label needs across, in em (labelFitWidth), and whether a word of it is too long for any tile. */
  fit?: number | undefined;
  long?: boolean | undefined;
  /** The page behind the tiles and a plain tile's fill, which the tile's own colours must stand out from. */
  page: string;
  plain: string;
  /** In select mode: whether the tile is selected (it then shows a check circle); undefined otherwise. */
  selected?: boolean | undefined;
  /** The tile to press next on the way to a word the word finder is showing. */
  guided?: boolean | undefined;
};

/** Frames worked out so far: a board uses a few colours, over and over, and a folder opening should not redo them. */
const frames = new Map<string, TileFrame>();
const frameOf = (tile: Pick<Tile, 'backgroundColor' | 'borderColor'>, page: string, plain: string): TileFrame => {
  const key = `${tile.backgroundColor ?? ''}|${tile.borderColor ?? ''}|${page}|${plain}`;
  let frame = frames.get(key);
  if (!frame) {
    frame = tileFrame(tile, page, plain);
    if (frames.size > 500) frames.clear();
    frames.set(key, frame);
  }
  return frame;
};

/**
 * One tile: a button named by its label, with its picture; a picture that fails to load is hidden (spec 01 §8).
 * Its styles come from the grid's classes (tile-styles.ts); only the tile's own colours and its label's width are inline.
 */
export const TileButton = memo(function TileButton({ tile, labelPosition, fit, long, page, plain, row, column, selected, guided }: TileButtonProps) {
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  // Pictures the user added are kept on the device as media:<id>; the hook gives their object URL.
  const image = useMediaUrl(tile.image) ?? undefined;
  const label = tile.label ?? '';
  // What a tap says, when it is not the label: the saved first board speaks it before the app is there.
  const speech = tileSpeechText(tile);
  const selecting = selected !== undefined;
  const showImage = Boolean(image) && brokenImage !== tile.image;
  // A tile with colours of its own keeps them, with an edge and a label colour that stand out (tileFrame).
  const colours = tile.backgroundColor || tile.borderColor ? frameOf(tile, page, plain) : undefined;
  return (
    <button
      type="button"
      className={TILE_CLASS.tile}
      aria-label={label}
      data-tile-id={tile.id}
      data-folder={tile.loadBoard ? '' : undefined}
      data-sound={tile.sound ? '' : undefined}
      data-say={speech !== label ? speech : undefined}
      data-row={row}
      data-column={column}
      data-editing={selecting ? '' : undefined}
      data-selected={selecting ? String(selected) : undefined}
      data-guided={guided ? '' : undefined}
      aria-pressed={selecting ? selected : undefined}
      style={colours}
    >
      {showImage && (
        <img className={TILE_CLASS.picture} src={image} alt="" draggable={false} decoding="async" onError={() => setBrokenImage(tile.image ?? null)} />
      )}
      {labelPosition !== 'Hidden' && label && (
        <span className={TILE_CLASS.label} dir="auto" data-long={long ? '' : undefined} style={fit ? ({ '--fit': fit } as CSSProperties) : undefined}>
          {label}
        </span>
      )}
      {selecting && (
        <span className={TILE_CLASS.check} aria-hidden>
          {selected ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
        </span>
      )}
    </button>
  );
});
