import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Tile } from '@tessera/core';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMediaUrl } from '../../lib/db/use-media-url';
import { outputBarMessages, removeSymbolMessage } from './messages';

const LiveField = lazy(() => import('./live-field'));

type OutputSymbolProps = {
  tile: Tile;
  removable: boolean;
  onRemove: () => void;
  onLiveChange: (label: string) => void;
  onLiveEnter: () => void;
  autoFocus: boolean;
};

/** A symbol's height: the bar's buttons' (48 px), so the symbols add nothing to the bar's height. */
export const SYMBOL_HEIGHT = 48;

/** One symbol of the sentence: picture and label, or the 'Write and say' field of a live tile. */
export function OutputSymbol({ tile, removable, onRemove, onLiveChange, onLiveEnter, autoFocus }: OutputSymbolProps) {
  const intl = useIntl();
  const [brokenImage, setBrokenImage] = useState(false);
  const image = useMediaUrl(tile.image) ?? undefined;
  const label = tile.label ?? '';
  const writeAndSay = intl.formatMessage(outputBarMessages.writeAndSay);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0,
        minWidth: 56,
        maxWidth: tile.type === 'live' ? 220 : 96,
        height: SYMBOL_HEIGHT,
        px: 0.5,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: tile.backgroundColor ?? 'background.default',
        color: tile.backgroundColor ? '#000' : 'text.primary',
      }}
    >
      {tile.type === 'live' ? (
        <Suspense fallback={null}>
          <LiveField value={label} label={writeAndSay} autoFocus={autoFocus} onChange={onLiveChange} onEnter={onLiveEnter} />
        </Suspense>
      ) : (
        <>
          {image && !brokenImage && (
            <Box component="img" src={image} alt="" onError={() => setBrokenImage(true)} sx={{ height: 26, maxWidth: '100%', objectFit: 'contain' }} />
          )}
          {/* dir="auto": an English word keeps its punctuation in place in a right-to-left interface, and the other way round. */}
          <Box
            component="span"
            dir="auto"
            sx={{ fontSize: '0.75rem', lineHeight: 1.2, fontWeight: 500, maxWidth: '100%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {label}
          </Box>
        </>
      )}
      {removable && (
        <IconButton
          size="small"
          aria-label={intl.formatMessage(removeSymbolMessage, { label: label || writeAndSay })}
          onClick={onRemove}
          sx={{
            position: 'absolute',
            top: -10,
            insetInlineEnd: -10,
            minWidth: 24,
            minHeight: 24,
            width: 24,
            height: 24,
            p: 0,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            '&:hover': { bgcolor: 'background.paper' },
            '&::after': { content: '""', position: 'absolute', inset: -10 },
          }}
        >
          <CloseIcon sx={{ fontSize: 16 }} />
        </IconButton>
      )}
    </Box>
  );
}
