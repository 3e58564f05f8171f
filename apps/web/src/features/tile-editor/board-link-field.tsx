import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { tileEditorMessages } from './messages';

export type BoardChoice = { id: string; name: string };

const NONE = '';

/** Link a folder to an existing board, or to none (the folder then gets a new empty board of its own). */
export function BoardLinkField({
  boards,
  value,
  onChange,
}: {
  boards: readonly BoardChoice[];
  value: string | null;
  onChange: (boardId: string | null) => void;
}) {
  const intl = useIntl();
  return (
    <TextField
      select
      label={intl.formatMessage(tileEditorMessages.linkBoard)}
      value={value ?? NONE}
      onChange={(event) => onChange(event.target.value || null)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ maxWidth: 420, '& .MuiInputBase-root': { minHeight: 48 } }}
    >
      <MenuItem value={NONE} sx={{ minHeight: TOUCH_TARGET_PX }}>
        {intl.formatMessage(tileEditorMessages.linkNone)}
      </MenuItem>
      {boards.map((board) => (
        <MenuItem key={board.id} value={board.id} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {board.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
