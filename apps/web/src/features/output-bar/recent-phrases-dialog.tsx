import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NO_PHRASE_HISTORY, phrasesShown, type Phrase, type PhraseHistory, type PhraseTile } from '@tessera/core';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { getDb } from '../../lib/db';
import { useMediaUrl } from '../../lib/db/use-media-url';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { phraseHistoryChanged } from '../../state/phrase-history-actions';
import { clearPhraseHistory, readPhraseHistory, setFavourite } from '../../sync/phrase-history-local';
import { favouriteNamed, recentPhrasesMessages as m } from './recent-phrases-messages';

type RecentPhrasesDialogProps = {
  onClose: () => void;
  /** A phrase chosen: back into the output bar, and said. */
  onChoose: (tiles: PhraseTile[]) => void;
};

/**
 * Recent phrases (issue 31): what was spoken from the output bar, newest first with favourites pinned, searchable.
 * A tap puts the phrase back into the sentence and says it; the star pins it; Clear history (asked first) removes
 * all but the favourites, on every device of the account. Loaded only when opened.
 */
export default function RecentPhrasesDialog({ onClose, onChoose }: RecentPhrasesDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.auth.user?.id ?? null);
  const [history, setHistory] = useState<PhraseHistory | null>(null);
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const db = useMemo(() => getDb(userId), [userId]);
  const signedIn = userId !== null;

  const read = useCallback(() => readPhraseHistory(db).catch(() => NO_PHRASE_HISTORY), [db]);
  useEffect(() => {
    let open = true;
    void read().then((read) => open && setHistory(read));
    return () => {
      open = false;
    };
  }, [read]);

  const changed = async (change: Promise<void>) => {
    await change.catch((error: unknown) => console.error(error));
    dispatch(phraseHistoryChanged({ queued: signedIn }));
    setHistory(await read());
  };
  const toggle = (phrase: Phrase) => void changed(setFavourite(db, phrase.text, !phrase.favourite, signedIn));
  const clear = () => {
    setConfirming(false);
    void changed(clearPhraseHistory(db, signedIn));
  };

  const shown = useMemo(() => (history ? phrasesShown(history.phrases, deferredQuery) : []), [history, deferredQuery]);
  const empty = history !== null && history.phrases.length === 0;
  const status = history === null ? '' : empty ? intl.formatMessage(m.empty) : shown.length === 0 ? intl.formatMessage(m.none) : '';

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="recent-phrases-title">
        <DialogTitle id="recent-phrases-title">{intl.formatMessage(m.title)}</DialogTitle>
        <DialogContent>
          {/* Not focused at once: on a tablet that would raise the keyboard over the phrases, which are what the dialog is for. */}
          <TextField
            fullWidth
            margin="dense"
            type="search"
            label={intl.formatMessage(m.search)}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
          />
          <Typography role="status" aria-live="polite" variant="body2" sx={{ color: 'text.secondary', my: status ? 1 : 0 }}>
            {status}
          </Typography>
          <Box component="ul" aria-label={intl.formatMessage(m.title)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((phrase) => (
              <PhraseRow key={phrase.text} phrase={phrase} onChoose={() => onChoose(phrase.tiles)} onToggle={() => toggle(phrase)} />
            ))}
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" disabled={!history || empty} onClick={() => setConfirming(true)} sx={{ minHeight: TOUCH_TARGET_PX, marginInlineEnd: 'auto' }}>
            {intl.formatMessage(m.clear)}
          </Button>
          <Button onClick={onClose} sx={{ minHeight: TOUCH_TARGET_PX }}>
            {intl.formatMessage(m.close)}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        busy={false}
        title={intl.formatMessage(m.clearTitle)}
        text={intl.formatMessage(m.clearText)}
        cancelLabel={intl.formatMessage(m.cancel)}
        confirmLabel={intl.formatMessage(m.clear)}
        color="error"
        onCancel={() => setConfirming(false)}
        onConfirm={clear}
      />
    </>
  );
}

function PhraseRow({ phrase, onChoose, onToggle }: { phrase: Phrase; onChoose: () => void; onToggle: () => void }) {
  const intl = useIntl();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase
        onClick={onChoose}
        aria-label={phrase.text}
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          minHeight: TOUCH_TARGET_PX,
          justifyContent: 'flex-start',
          gap: 1,
          px: 1,
          borderRadius: 1,
          textAlign: 'start',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <Box aria-hidden sx={{ display: 'flex', gap: 0.5, flex: 'none', maxWidth: '40%', overflow: 'hidden' }}>
          {phrase.tiles.slice(0, 4).map((tile, index) => (
            <PhrasePicture key={`${index}-${tile.id}`} tile={tile} />
          ))}
        </Box>
        <Typography dir="auto" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {phrase.text}
        </Typography>
      </ButtonBase>
      <IconButton
        aria-label={intl.formatMessage(favouriteNamed, { phrase: phrase.text })}
        aria-pressed={phrase.favourite}
        title={intl.formatMessage(m.favourite)}
        onClick={onToggle}
        color={phrase.favourite ? 'warning' : 'default'}
        sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX, flex: 'none' }}
      >
        {phrase.favourite ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    </Box>
  );
}

function PhrasePicture({ tile }: { tile: PhraseTile }) {
  const picture = useMediaUrl(tile.image) ?? undefined;
  if (!picture) return null;
  return <Box component="img" src={picture} alt="" sx={{ width: 32, height: 32, objectFit: 'contain' }} />;
}
