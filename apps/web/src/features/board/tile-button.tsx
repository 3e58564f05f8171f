import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { contrastText, tileSpeechText, type DisplaySettings, type Tile } from '@tessera/core';
import { memo, useState } from 'react';
import { useMediaUrl } from '../../lib/db/use-media-url';
import { TILE_CLASS } from './tile-styles';

type TileButtonProps = {
  tile: Tile;
  labelPosition: DisplaySettings['labelPosition'];
  /** A fixed grid's cell; plain numbers, so the memo holds across renders of the grid. */
  row?: number | undefined;
  column?: number | undefined;
  /** In select mode: whether the tile is selected (it then shows a check circle); undefined otherwise. */
  selected?: boolean | undefined;
};

/**
 * One tile: a button named by its label, with its picture; a picture that fails to load is hidden (spec 01 §8).
 * Its styles come from the grid's classes (tile-styles.ts); only the tile's own colours are inline.
 */
export const TileButton = memo(function TileButton({ tile, labelPosition, row, column, selected }: TileButtonProps) {
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  // Pictures the user added are kept on the device as media:<id>; the hook gives their object URL.
  const image = useMediaUrl(tile.image) ?? undefined;
  const label = tile.label ?? '';
  // What a tap says, when it is not the label: the saved first board speaks it before the app is there.
  const speech = tileSpeechText(tile);
  const selecting = selected !== undefined;
  const showImage = Boolean(image) && brokenImage !== tile.image;
  const background = tile.backgroundColor ? { backgroundColor: tile.backgroundColor, color: contrastText(tile.backgroundColor) ?? undefined } : undefined;
  const border = tile.borderColor ? { borderColor: tile.borderColor } : undefined;
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
      aria-pressed={selecting ? selected : undefined}
      style={background || border ? { ...background, ...border } : undefined}
    >
      {showImage && (
        <img className={TILE_CLASS.picture} src={image} alt="" draggable={false} decoding="async" onError={() => setBrokenImage(tile.image ?? null)} />
      )}
      {labelPosition !== 'Hidden' && label && (
        <span className={TILE_CLASS.label} dir="auto">
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
