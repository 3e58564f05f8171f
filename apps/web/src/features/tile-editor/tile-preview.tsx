import Box from '@mui/material/Box';
import type { Tile } from '@tessera/core';
import { useMediaUrl } from '../../lib/db';

/** The tile as the board will show it, updated as the fields change. */
export function TilePreview({ tile, label }: { tile: Tile; label: string }) {
  const image = useMediaUrl(tile.image) ?? undefined;
  return (
    <Box
      aria-hidden
      sx={{
        width: 132,
        height: 132,
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        p: 1,
        borderRadius: '10px',
        border: 2,
        borderColor: tile.borderColor ?? 'rgba(0,0,0,0.12)',
        bgcolor: tile.backgroundColor ?? 'background.paper',
        color: tile.backgroundColor ? '#000' : 'text.primary',
        boxShadow: 1,
        overflow: 'hidden',
      }}
    >
      {image && <Box component="img" src={image} alt="" sx={{ flex: '1 1 0', minHeight: 0, width: '100%', objectFit: 'contain' }} />}
      <Box component="span" sx={{ fontWeight: 500, textAlign: 'center', overflowWrap: 'anywhere', lineHeight: 1.15 }}>
        {label}
      </Box>
    </Box>
  );
}
