import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ImagePicker } from '../features/image-picker/image-picker';
import { preloadSymbolSearch, SymbolSearchButton } from '../features/symbol-search/symbol-search-button';
import { VoiceRecorder } from '../features/voice-recorder/voice-recorder';
import { isMediaRef, saveMedia } from '../lib/db';
import { highQualityOf, linkHighQuality } from '../lib/db/media-store';

// The symbol catalogue's code loads with the symbol search, not with the tile editor.
const symbols = () => import('../lib/symbols');

/** Where the picture and voice features keep what they make: this device's media store. */
const storeMedia = (blob: Blob, kind: 'image' | 'sound') => saveMedia(blob, kind);

/**
 * Keeps the link from a new tile picture to its 800 x 800 copy (spec 01 §5): an upload brings its own; an edit
 * of the picture already there keeps the copy that picture had. Unlinked copies are cleaned up as unused media.
 */
const keepHighQuality = (src: string, previous: string | undefined, upload?: { highQuality: string }) => {
  const copy = upload ? Promise.resolve(upload.highQuality) : previous ? highQualityOf(previous) : Promise.resolve(null);
  void copy.then((hq) => (hq ? linkHighQuality(src, hq) : undefined)).catch(() => undefined);
};

type PictureAreaProps = { value: string | undefined; onChange: (image: string | undefined) => void; label: string };
type VoiceAreaProps = { value: string | undefined; onChange: (sound: string | undefined) => void };

/**
 * The tile editor's picture area: symbol search (starting from the tile's label), upload with the image editor.
 * A picture of the user's own becomes searchable under the tile's label.
 */
export function TilePictureArea({ value, onChange, label }: PictureAreaProps) {
  const intl = useIntl();
  useEffect(() => {
    // While the caregiver fills in the tile, fetch and keep this language's symbol words and build the search
    // index: the symbol search then opens at once, and also works the next time the device is offline.
    const warm = () => void Promise.all([preloadSymbolSearch(), symbols().then((lib) => lib.loadSymbolIndex(intl.locale))]).catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(warm, { timeout: 3000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(warm, 1000);
    return () => clearTimeout(timer);
  }, [intl.locale]);
  useEffect(() => {
    if (!isMediaRef(value) || !label.trim()) return;
    // Wait for the typing to pause: the label is remembered, not every keystroke of it.
    const timer = setTimeout(
      () =>
        void symbols()
          .then((lib) => lib.rememberUserSymbol(value, label, intl.locale))
          .catch(() => undefined),
      800,
    );
    return () => clearTimeout(timer);
  }, [value, label, intl.locale]);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <SymbolSearchButton initialQuery={label} storeMedia={storeMedia} onChange={(src) => onChange(src)} />
      <ImagePicker
        value={value ?? ''}
        showPreview={false}
        storeMedia={storeMedia}
        onChange={(src, upload) => {
          if (src) keepHighQuality(src, value, upload);
          onChange(src || undefined);
        }}
      />
    </Stack>
  );
}

/** The tile editor's voice area: record, play back, record again, delete. */
export function TileVoiceArea({ value, onChange }: VoiceAreaProps) {
  return <VoiceRecorder value={value ?? ''} storeMedia={storeMedia} onChange={(src) => onChange(src || undefined)} />;
}
