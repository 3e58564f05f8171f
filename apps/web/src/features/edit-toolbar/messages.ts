import { defineMessage, defineMessages } from 'react-intl';

export const editToolbarMessages = defineMessages({
  region: { id: 'editToolbar.label' },
  edit: { id: 'editToolbar.edit' },
  addTile: { id: 'editToolbar.addTile' },
  selectAll: { id: 'editToolbar.selectAll' },
  delete: { id: 'editToolbar.delete' },
  copy: { id: 'editToolbar.copy' },
  paste: { id: 'editToolbar.paste' },
  editSelected: { id: 'editToolbar.editSelected' },
  undo: { id: 'editToolbar.undo' },
  fixed: { id: 'editToolbar.fixed' },
  addRow: { id: 'editToolbar.addRow' },
  removeRow: { id: 'editToolbar.removeRow' },
  addColumn: { id: 'editToolbar.addColumn' },
  removeColumn: { id: 'editToolbar.removeColumn' },
  boardTitle: { id: 'editToolbar.boardTitle' },
  editHint: { id: 'editToolbar.editHint' },
});

export const selectedCountMessage = defineMessage<{ count: number }>({ id: 'editToolbar.selected', defaultMessage: '{count} selected' });
export const rowsMessage = defineMessage<{ count: number }>({ id: 'editToolbar.rows', defaultMessage: 'Rows: {count}' });
export const columnsMessage = defineMessage<{ count: number }>({ id: 'editToolbar.columns', defaultMessage: 'Columns: {count}' });

export const deleteBoardMessages = defineMessages({
  button: { id: 'editToolbar.deleteBoard' },
  title: { id: 'editToolbar.deleteBoard.title' },
  cancel: { id: 'editToolbar.deleteBoard.cancel' },
  confirm: { id: 'editToolbar.deleteBoard.confirm' },
});

export const deleteBoardBodyMessage = defineMessage<{ name: string }>({
  id: 'editToolbar.deleteBoard.body',
  defaultMessage: '“{name}” and the tiles that open it will be deleted. You can undo this right after.',
});
