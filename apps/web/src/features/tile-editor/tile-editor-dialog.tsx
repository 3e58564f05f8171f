import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Tile } from '@tessera/core';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import type { BoardChoice } from './board-link-field';
import { EditorStepper } from './editor-stepper';
import { tileEditorMessages } from './messages';
import { draftIsValid, editorTypeOf, finishDraft, newTileDraft, withPicture } from './tile-draft';
import { TileFields } from './tile-fields';
import { TilePreview } from './tile-preview';

/** What the picture area gets: the tile's `image` (a URL or `media:<id>`), a way to change it, and the label to search for. */
export type PictureSlot = { value: string | undefined; onChange: (image: string | undefined) => void; label: string };
/** What the voice area gets: the tile's `sound` (a URL or `media:<id>`) and a way to change it. */
export type VoiceSlot = { value: string | undefined; onChange: (sound: string | undefined) => void };

export type TileEditorTarget = { mode: 'create' } | { mode: 'edit'; tiles: readonly Tile[] };

export type TileEditorProps = {
  target: TileEditorTarget;
  /** Boards a folder can link to, with the names to show. */
  boards: readonly BoardChoice[];
  /** The label a tile shows now (a built-in tile's translation). */
  shownLabel: (tile: Tile) => string;
  newId: () => string;
  onSave: (tiles: Tile[]) => void;
  onClose: () => void;
  /** The picture and voice areas are supplied by the app, which composes them from other features. */
  renderPicture: (slot: PictureSlot) => ReactNode;
  renderVoice: (slot: VoiceSlot) => ReactNode;
  /** False renders the editor hidden and inert, only to have its styles and code ready before it is first opened. */
  open?: boolean;
};

/**
 * The tile editor of spec 01 §2: a full-screen dialog, 'Create tile' or 'Edit Tile'. Several selected tiles are
 * edited one after another with Back and Next, and saved together. Save stays disabled while a label is empty.
 */
export default function TileEditorDialog({ target, boards, shownLabel, newId, onSave, onClose, renderPicture, renderVoice, open = true }: TileEditorProps) {
  const intl = useIntl();
  const titleId = useId();
  const creating = target.mode === 'create';
  const originals = useMemo(() => (target.mode === 'edit' ? target.tiles : []), [target]);
  const [drafts, setDrafts] = useState<Tile[]>(() =>
    target.mode === 'edit' ? target.tiles.map((tile) => ({ ...tile, label: shownLabel(tile) })) : [newTileDraft(newId())],
  );
  const [step, setStep] = useState(0);
  const [triedToSave, setTriedToSave] = useState(false);
  // "Required" shows once a label was typed in and emptied, or Save was tried; an untouched new tile does not nag.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const draft = drafts[step] ?? drafts[0];
  if (!draft) return null;
  const valid = drafts.every(draftIsValid);
  const update = (next: Tile) => {
    if (next.label !== draft.label) setTouched((before) => new Set(before).add(next.id));
    setDrafts((all) => all.map((d, i) => (i === step ? next : d)));
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid) {
      setTriedToSave(true);
      return;
    }
    onSave(drafts.map((d, i) => finishDraft(d, originals[i], originals[i] ? shownLabel(originals[i]) : '')));
  };

  const type = editorTypeOf(draft);
  return (
    // It opens at once, with no fade in, no backdrop and no scroll lock (it covers the screen): the fade in and the
    // scroll lock's change to the page's own style each made the browser lay out the whole board underneath first,
    // most of the time the editor took to show. It closes at once too, so a saved edit shows on the board in the
    // first frame after Save (bench/tile-save.bench.mjs), not through a fading dialog.
    <Dialog
      open={open}
      keepMounted={!open}
      fullScreen
      hideBackdrop
      disableScrollLock
      onClose={onClose}
      aria-labelledby={titleId}
      transitionDuration={{ enter: 0, exit: 0 }}
      slotProps={{ transition: { appear: false } }}
    >
      <Box component="form" onSubmit={save} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar sx={{ gap: 1 }}>
            <Typography id={titleId} component="h2" variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {intl.formatMessage(creating ? tileEditorMessages.createTitle : tileEditorMessages.editTitle)}
            </Typography>
            <Button onClick={onClose} sx={{ minHeight: TOUCH_TARGET_PX }}>
              {intl.formatMessage(tileEditorMessages.cancel)}
            </Button>
            <Button type="submit" variant="contained" disabled={!valid} sx={{ minHeight: TOUCH_TARGET_PX }}>
              {intl.formatMessage(tileEditorMessages.save)}
            </Button>
          </Toolbar>
        </AppBar>
        <Box
          sx={{
            flex: 1,
            display: 'grid',
            gap: 3,
            p: { xs: 2, sm: 3 },
            alignContent: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 360px) minmax(0, 1fr)' },
            maxWidth: 1100,
            width: '100%',
            mx: 'auto',
          }}
        >
          <Stack spacing={2} component="section" aria-label={intl.formatMessage(tileEditorMessages.picture)}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TilePreview tile={draft} label={draft.label ?? ''} />
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                {renderPicture({ value: draft.image, onChange: (image) => update(withPicture(draft, image)), label: draft.label ?? '' })}
              </Box>
            </Box>
            {draft.imageSuggested && draft.image && (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <AutoAwesomeIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
                {intl.formatMessage(tileEditorMessages.pictureSuggested)}
              </Typography>
            )}
            {type !== 'board' && (
              <Box component="section" aria-label={intl.formatMessage(tileEditorMessages.voice)}>
                {renderVoice({ value: draft.sound, onChange: (sound) => update({ ...draft, sound }) })}
              </Box>
            )}
          </Stack>
          <TileFields
            key={draft.id}
            draft={draft}
            onChange={update}
            creating={creating}
            boards={boards}
            newId={newId}
            showErrors={triedToSave || touched.has(draft.id)}
            autoFocus={open}
          />
        </Box>
        {drafts.length > 1 && <EditorStepper step={step} total={drafts.length} onStep={setStep} />}
      </Box>
    </Dialog>
  );
}
