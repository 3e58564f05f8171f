import ViewModuleIcon from '@mui/icons-material/ViewModule';
import Box from '@mui/material/Box';
import { useMediaUrl } from '../../lib/db/use-media-url';

interface BoardCoverProps {
  caption: string | undefined;
  size: number;
  alt?: string;
  /** A picture drawn on the spot (a preview), shown rather than the caption. */
  src?: string | undefined;
}

/**
 * A board's cover picture (its `caption`: a screenshot or an uploaded picture), or a plain grid sign when it has
 * none or the picture cannot be shown. Decorative beside the board's name, unless `alt` is given.
 */
export function BoardCover({ caption, size, alt = '', src }: BoardCoverProps) {
  const media = useMediaUrl(caption);
  const url = src ?? media;
  const frame = { width: size, height: size, flex: 'none', borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' } as const;
  if (url) return <Box component="img" src={url} alt={alt} sx={{ ...frame, objectFit: 'cover', bgcolor: '#fff' }} />;
  return (
    <Box
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ViewModuleIcon aria-hidden sx={{ fontSize: size / 2 }} />
    </Box>
  );
}
