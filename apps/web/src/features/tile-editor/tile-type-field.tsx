import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { tileEditorMessages } from './messages';
import { EDITOR_TILE_TYPES, type EditorTileType } from './tile-draft';

const TYPE_LABELS = { button: tileEditorMessages.typeButton, folder: tileEditorMessages.typeFolder, board: tileEditorMessages.typeBoard } as const;

/** Button, folder or empty board: chosen only when a tile is created (spec 01 §2). */
export function TileTypeField({ value, onChange }: { value: EditorTileType; onChange: (type: EditorTileType) => void }) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {intl.formatMessage(tileEditorMessages.type)}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as EditorTileType)}>
        {EDITOR_TILE_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX }} />}
            label={intl.formatMessage(TYPE_LABELS[type])}
            sx={{ marginInlineEnd: 2 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
