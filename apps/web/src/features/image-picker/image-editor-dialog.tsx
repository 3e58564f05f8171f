import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useIntl } from 'react-intl';
import { DialogError } from '../../components/ui/dialog-error';
import { cropImage } from './crop-image';
import { editorPreviewSize, MAX_ZOOM, MIN_ZOOM, nextRotation, stepZoom, ZOOM_STEP } from './image-sizes';
import { imageEditorMessages as m, imagePickerMessages } from './messages';

export interface ImageEditorDialogProps {
  open: boolean;
  /** The picture to edit: any URL the page can fetch (an object URL, an app path). */
  src: string;
  onCancel: () => void;
  /** The edited picture: at most 200 x 200 on white. */
  onSave: (blob: Blob) => void;
}

function EditorContent({ src, onCancel, onSave, titleId }: Omit<ImageEditorDialogProps, 'open'> & { titleId: string }) {
  const intl = useIntl();
  const wide = useMediaQuery('(min-width:576px)', { noSsr: true });
  const preview = editorPreviewSize(wide ? 576 : 0);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    if (!area) return;
    setSaving(true);
    setFailed(false);
    try {
      const blob = await (await fetch(src)).blob();
      onSave(await cropImage(blob, area, rotation));
    } catch {
      setFailed(true); // e.g. a library's picture this page may not read: the editor stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box
          role="group"
          aria-label={intl.formatMessage(m.cropArea)}
          sx={{ position: 'relative', width: preview.width, height: preview.height, mx: 'auto', bgcolor: '#fff', borderRadius: 1, overflow: 'hidden' }}
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={1}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            zoomSpeed={ZOOM_STEP}
            onCropChange={setCrop}
            onZoomChange={(value) => setZoom(stepZoom(value, 0))}
            onCropComplete={(_, pixels) => setArea(pixels)}
            style={{ containerStyle: { backgroundColor: '#fff' } }}
          />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2, maxWidth: preview.width, mx: 'auto' }}>
          <IconButton aria-label={intl.formatMessage(m.zoomOut)} onClick={() => setZoom((z) => stepZoom(z, -1))} disabled={zoom <= MIN_ZOOM}>
            <ZoomOutIcon />
          </IconButton>
          <Slider
            aria-label={intl.formatMessage(m.zoom)}
            value={zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={ZOOM_STEP}
            onChange={(_, value) => setZoom(value as number)}
          />
          <IconButton aria-label={intl.formatMessage(m.zoomIn)} onClick={() => setZoom((z) => stepZoom(z, 1))} disabled={zoom >= MAX_ZOOM}>
            <ZoomInIcon />
          </IconButton>
          <IconButton aria-label={intl.formatMessage(m.rotate)} onClick={() => setRotation(nextRotation)}>
            <RotateRightIcon />
          </IconButton>
        </Stack>
        {failed && <DialogError message={imagePickerMessages.unreadable} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!area || saving}>
          {intl.formatMessage(m.save)}
        </Button>
      </DialogActions>
    </>
  );
}

/** The image editor of spec 01 §5: crop, zoom in steps of 0.1, rotate by 90 degrees; output on white, at most 200 x 200. */
export function ImageEditorDialog({ open, ...props }: ImageEditorDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onCancel} aria-labelledby={titleId} maxWidth={false}>
      {open && <EditorContent {...props} titleId={titleId} />}
    </Dialog>
  );
}
