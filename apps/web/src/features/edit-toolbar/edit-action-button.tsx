import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SelectAllIcon from '@mui/icons-material/SelectAll';
import UndoIcon from '@mui/icons-material/Undo';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { editActions, type EditActionName } from './edit-actions';
import { ToolbarIconButton } from '../../components/ui/toolbar-icon-button';

const ICONS: Record<EditActionName, ReactNode> = {
  selectAll: <SelectAllIcon />,
  delete: <DeleteIcon />,
  copy: <ContentCopyIcon />,
  paste: <ContentPasteIcon />,
  editSelected: <EditNoteIcon />,
  // Undo turns back the way text runs.
  undo: <UndoIcon sx={mirroredInRtl} />,
};

/** The toolbar button of a registered edit action: named by it, enabled when it applies, running it on click. */
export function EditActionButton({ name }: { name: EditActionName }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const action = editActions[name];
  const enabled = useAppSelector(action.enabled);
  const run = () => {
    const state = store.getState();
    if (action.enabled(state)) action.perform(dispatch, state);
  };
  return <ToolbarIconButton label={intl.formatMessage(action.label)} icon={ICONS[name]} disabled={!enabled} onClick={run} />;
}
