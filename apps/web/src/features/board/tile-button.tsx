import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { styled } from '@mui/material/styles';
import type { DisplaySettings, Tile } from '@tessera/core';
import { memo, useState } from 'react';
import { useMediaUrl } from '../../lib/db';
import { contrastText } from './contrast-text';

type TileButtonProps = {
  tile: Tile;
  labelPosition: DisplaySettings['labelPosition'];
  cell?: { row: number; column: number } | undefined;
  /** In select mode: whether the tile is selected (it then shows a check circle); undefined otherwise. */
  selected?: boolean | undefined;
};

const TileBox = styled('button')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  width: '100%',
  height: '100%',
  minWidth: 0,
  minHeight: 0,
  padding: 3,
  // Labels size to the tile (cqi), so the narrow tiles of a wide fixed grid still show whole words.
  containerType: 'inline-size',
  margin: 0,
  overflow: 'hidden',
  borderRadius: 10,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: 'rgba(0, 0, 0, 0.12)',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(17),
  fontWeight: 500,
  lineHeight: 1.15,
  cursor: 'pointer',
  touchAction: 'manipulation',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  boxShadow: theme.shadows[1],
  '&:active': { transform: 'scale(0.97)' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&[data-label="Above"]': { flexDirection: 'column-reverse' },
  position: 'relative',
  // In edit mode a touch drags the tile instead of scrolling the board.
  '&[data-editing]': { touchAction: 'none', cursor: 'grab' },
  // Inside the tile, so the first row's selection is not cut off by the scrolling tile area.
  '&[data-selected="true"]': { boxShadow: `inset 0 0 0 3px ${theme.palette.primary.main}` },
  '&[data-dragging]': { opacity: 0.85, zIndex: 2, pointerEvents: 'none', boxShadow: theme.shadows[8], transition: 'none' },
  '&[data-drop-target]': { outline: `3px dashed ${theme.palette.secondary.main}`, outlineOffset: 2 },
}));

const Check = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 2,
  insetInlineStart: 2,
  display: 'flex',
  borderRadius: '50%',
  backgroundColor: theme.palette.common.white,
  color: theme.palette.primary.main,
  pointerEvents: 'none',
  '& svg': { fontSize: 22, display: 'block' },
}));

const Picture = styled('img')({ flex: '1 1 0', minHeight: 0, width: '100%', objectFit: 'contain', pointerEvents: 'none' });

const Label = styled('span')(({ theme }) => ({
  fontSize: `min(${theme.typography.pxToRem(17)}, max(9.5px, 17cqi))`,
  flex: 'none',
  maxWidth: '100%',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  textAlign: 'center',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));

/** One tile: a button named by its label, with its picture; a picture that fails to load is hidden (spec 01 §8). */
export const TileButton = memo(function TileButton({ tile, labelPosition, cell, selected }: TileButtonProps) {
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  // Pictures the user added are kept on the device as media:<id>; the hook gives their object URL.
  const image = useMediaUrl(tile.image) ?? undefined;
  const label = tile.label ?? '';
  const selecting = selected !== undefined;
  const showImage = Boolean(image) && brokenImage !== tile.image;
  const colours = tile.backgroundColor ? { backgroundColor: tile.backgroundColor, color: contrastText(tile.backgroundColor) ?? undefined } : {};
  return (
    <TileBox
      type="button"
      aria-label={label}
      data-tile-id={tile.id}
      data-label={labelPosition}
      data-row={cell?.row}
      data-column={cell?.column}
      data-editing={selecting ? '' : undefined}
      data-selected={selecting ? String(selected) : undefined}
      aria-pressed={selecting ? selected : undefined}
      style={{ ...colours, ...(tile.borderColor ? { borderColor: tile.borderColor } : {}) }}
    >
      {showImage && <Picture src={image} alt="" draggable={false} decoding="async" onError={() => setBrokenImage(tile.image ?? null)} />}
      {labelPosition !== 'Hidden' && label && <Label dir="auto">{label}</Label>}
      {selecting && <Check aria-hidden>{selected ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}</Check>}
    </TileBox>
  );
});
