import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { renameActiveBoard } from '../../state/grid-edits';
import { useAppDispatch } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { editToolbarMessages } from './messages';

/**
 * The board's title, editable in edit mode. It is saved on Enter or when focus leaves, only if not empty
 * (spec 01 §5) and only if it changed; Escape puts back the name shown. `shownName` is the display name
 * (a built-in board's translation), so leaving it untouched never makes a copy of the board.
 */
export function BoardTitleField({ shownName }: { shownName: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(shownName);
  const [editedFrom, setEditedFrom] = useState(shownName);
  // A different board (or a rename elsewhere) resets the field.
  if (editedFrom !== shownName) {
    setEditedFrom(shownName);
    setValue(shownName);
  }
  const commit = () => {
    if (value.trim() === '') setValue(shownName);
    else if (value.trim() !== shownName) dispatch(renameActiveBoard(value));
  };
  return (
    <TextField
      size="small"
      label={intl.formatMessage(editToolbarMessages.boardTitle)}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        if (event.key === 'Escape') setValue(shownName);
      }}
      sx={{ flex: '1 1 0', minWidth: 0, maxWidth: 420, marginInlineEnd: 'auto', '& .MuiInputBase-root': { minHeight: TOUCH_TARGET_PX } }}
    />
  );
}
