import { defineMessages } from 'react-intl';

export const imagePickerMessages = defineMessages({
  upload: { id: 'imagePicker.upload' },
  camera: { id: 'imagePicker.camera' },
  edit: { id: 'imagePicker.edit' },
  remove: { id: 'imagePicker.remove' },
  preview: { id: 'imagePicker.preview' },
  processing: { id: 'imagePicker.processing' },
  notAnImage: { id: 'imagePicker.notAnImage' },
  tooLarge: { id: 'imagePicker.tooLarge' },
  unreadable: { id: 'imagePicker.unreadable' },
  saveFailed: { id: 'imagePicker.saveFailed' },
});

export const imageEditorMessages = defineMessages({
  title: { id: 'imageEditor.title' },
  cropArea: { id: 'imageEditor.cropArea' },
  rotate: { id: 'imageEditor.rotate' },
  zoom: { id: 'imageEditor.zoom' },
  zoomIn: { id: 'imageEditor.zoomIn' },
  zoomOut: { id: 'imageEditor.zoomOut' },
  save: { id: 'imageEditor.save' },
  cancel: { id: 'imageEditor.cancel' },
});
