import { ImagePicker } from '../features/image-picker/image-picker';
import { saveMedia } from '../lib/db';

const storeMedia = (blob: Blob, kind: 'image' | 'sound') => saveMedia(blob, kind);

/**
 * The board image dialog's upload (communicator feature): the picture feature's upload and image editor, the
 * picture kept on this device (the sync uploads it with the board).
 */
export default function CoverUpload({ onPicked }: { onPicked: (src: string) => void }) {
  return <ImagePicker value="" showPreview={false} storeMedia={storeMedia} onChange={(src) => src && onPicked(src)} />;
}
