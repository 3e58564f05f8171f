import { styled } from '@mui/material/styles';
import type { DisplaySettings, Tile } from '@tessera/core';
import { memo, useState } from 'react';
import { contrastText } from './contrast-text';

type TileButtonProps = {
  tile: Tile;
  labelPosition: DisplaySettings['labelPosition'];
  cell?: { row: number; column: number };
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
export const TileButton = memo(function TileButton({ tile, labelPosition, cell }: TileButtonProps) {
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const label = tile.label ?? '';
  const showImage = Boolean(tile.image) && brokenImage !== tile.image;
  const colours = tile.backgroundColor ? { backgroundColor: tile.backgroundColor, color: contrastText(tile.backgroundColor) ?? undefined } : {};
  return (
    <TileBox
      type="button"
      aria-label={label}
      data-tile-id={tile.id}
      data-label={labelPosition}
      data-row={cell?.row}
      data-column={cell?.column}
      style={{ ...colours, ...(tile.borderColor ? { borderColor: tile.borderColor } : {}) }}
    >
      {showImage && <Picture src={tile.image} alt="" draggable={false} decoding="async" onError={() => setBrokenImage(tile.image ?? null)} />}
      {labelPosition !== 'Hidden' && label && <Label>{label}</Label>}
    </TileBox>
  );
});
