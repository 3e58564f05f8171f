import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMediaUrl } from '../../lib/db';
import { imagePickerMessages as m } from './messages';
import type { StoreMedia } from './store-media';
import { usePictureUpload } from './use-picture-upload';

// The editor (and its cropping library) loads when a picture is first edited.
const ImageEditorDialog = lazy(() => import('./image-editor-dialog').then((module) => ({ default: module.ImageEditorDialog })));

export interface ImagePickerProps {
  /** The tile's picture: '', an app path, a URL or a `media:<id>`. */
  value: string;
  /** The new picture ('' when removed); an upload also gives its high-quality copy and file name. */
  onChange: (src: string, upload?: { highQuality: string; fileName: string }) => void;
  storeMedia: StoreMedia;
  /** Off where the picture already shows nearby (the tile editor's own preview). */
  showPreview?: boolean;
}

/** "Upload image" (and "Take photo" on touch screens), a preview, and the image editor for the tile's picture. */
export function ImagePicker({ value, onChange, storeMedia, showPreview = true }: ImagePickerProps) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const previewUrl = useMediaUrl(value || undefined);
  const { busy, problem, setProblem, upload } = usePictureUpload(storeMedia);
  const [editing, setEditing] = useState<{ url: string; meta?: { highQuality: string; fileName: string } } | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must still fire
    if (!file) return;
    const uploaded = await upload(file);
    if (!uploaded) return;
    onChange(uploaded.src, { highQuality: uploaded.highQuality, fileName: uploaded.fileName });
    setEditing({ url: uploaded.editUrl, meta: { highQuality: uploaded.highQuality, fileName: uploaded.fileName } });
  };

  const saveEdit = async (blob: Blob) => {
    try {
      onChange(await storeMedia(blob, 'image'), editing?.meta);
    } catch {
      setProblem('saveFailed');
    }
    closeEditor();
  };

  const closeEditor = () => {
    if (editing?.url.startsWith('blob:') && editing.meta) URL.revokeObjectURL(editing.url);
    setEditing(null);
  };

  return (
    <Stack spacing={1.5}>
      {showPreview && value && previewUrl && (
        <Box
          component="img"
          src={previewUrl}
          alt={intl.formatMessage(m.preview)}
          sx={{ width: 120, height: 120, objectFit: 'contain', bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={18} /> : <UploadIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {intl.formatMessage(m.upload)}
        </Button>
        {touch && (
          <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={busy} onClick={() => cameraInput.current?.click()}>
            {intl.formatMessage(m.camera)}
          </Button>
        )}
        {value && previewUrl && (
          <Button startIcon={<EditIcon />} disabled={busy} onClick={() => setEditing({ url: previewUrl })}>
            {intl.formatMessage(m.edit)}
          </Button>
        )}
        {value && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => onChange('')}>
            {intl.formatMessage(m.remove)}
          </Button>
        )}
      </Stack>
      <input ref={fileInput} type="file" accept="image/*" hidden onChange={(event) => void onFile(event)} />
      <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={(event) => void onFile(event)} />
      <Box role="status" sx={{ typography: 'body2', color: 'text.secondary', '&:empty': { display: 'none' } }}>
        {busy ? intl.formatMessage(m.processing) : ''}
      </Box>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {intl.formatMessage(m[problem])}
        </Alert>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ImageEditorDialog open src={editing.url} onCancel={closeEditor} onSave={(blob) => void saveEdit(blob)} />
        </Suspense>
      )}
    </Stack>
  );
}
