import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Tile } from '@tessera/core';
import { useIntl } from 'react-intl';
import { usePainted } from '../../lib/timing/after-paint';
import { BoardLinkField, type BoardChoice } from './board-link-field';
import { tileEditorMessages } from './messages';
import { TileColourFields } from './tile-colour-fields';
import { editorTypeOf, withLink, withType } from './tile-draft';
import { TileTypeField } from './tile-type-field';

type TileFieldsProps = {
  draft: Tile;
  onChange: (draft: Tile) => void;
  creating: boolean;
  boards: readonly BoardChoice[];
  newId: () => string;
  showErrors: boolean;
  /** The label takes focus when the editor opens (not while it is only being prepared, hidden). */
  autoFocus?: boolean;
};

/** The editor's text, type, link and colour fields for one tile. */
export function TileFields({ draft, onChange, creating, boards, newId, showErrors, autoFocus = true }: TileFieldsProps) {
  const intl = useIntl();
  const type = editorTypeOf(draft);
  const isBoard = type === 'board';
  const empty = (draft.label ?? '').trim() === '';
  // The colour fields (a select and up to 20 swatches) are about a fifth of the editor's work and sit below the rest:
  // they come in the frame after the editor opens, so the Label field is there to type in sooner.
  const painted = usePainted();
  return (
    <Stack spacing={2}>
      <TextField
        autoFocus={autoFocus}
        required
        label={intl.formatMessage(isBoard ? tileEditorMessages.boardName : tileEditorMessages.label)}
        value={draft.label ?? ''}
        onChange={(event) => onChange({ ...draft, label: event.target.value })}
        error={showErrors && empty}
        helperText={showErrors && empty ? intl.formatMessage(tileEditorMessages.required) : ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={intl.formatMessage(tileEditorMessages.vocalization)}
        value={isBoard ? '' : (draft.vocalization ?? '')}
        disabled={isBoard}
        onChange={(event) => onChange({ ...draft, vocalization: event.target.value })}
      />
      {creating && <TileTypeField value={type} onChange={(next) => onChange(withType(draft, next))} />}
      {type === 'folder' && (
        <BoardLinkField
          boards={boards}
          value={boards.some((board) => board.id === draft.loadBoard) ? (draft.loadBoard ?? null) : null}
          onChange={(boardId) => onChange(withLink(draft, boardId, newId))}
        />
      )}
      {painted && <TileColourFields key={draft.id} tile={draft} onChange={(colours) => onChange({ ...draft, ...colours })} />}
    </Stack>
  );
}
