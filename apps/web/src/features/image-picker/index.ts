// Tile picture upload and image editor (spec 01 §5): composed by the tile editor in app/.
export { ImagePicker, type ImagePickerProps } from './image-picker';
export { ImageEditorDialog, type ImageEditorDialogProps } from './image-editor-dialog';
export type { StoreMedia } from './store-media';
