import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { foldWord, PREDICTION_SLOTS } from '@tessera/core';
import { useIntl } from 'react-intl';
import { useMediaUrl } from '../../lib/db/use-media-url';
import { keySx, predictionRowSx } from './key-styles';
import { forgetWordMessage, keyboardMessages } from './messages';

type PredictionRowProps = {
  words: readonly string[];
  pictures: ReadonlyMap<string, string>;
  onChoose: (word: string) => void;
  /** Unlocked: the words learned from the user can be forgotten one by one. */
  onForget?: ((word: string) => void) | undefined;
  isLearned: (word: string) => boolean;
};

/** The prediction row: PREDICTION_SLOTS words, each with the picture of a tile saying it, the empty slots disabled. */
export function PredictionRow({ words, pictures, onChoose, onForget, isLearned }: PredictionRowProps) {
  const intl = useIntl();
  const slots = Array.from({ length: PREDICTION_SLOTS }, (_, index) => words[index]);
  return (
    <Box role="group" aria-label={intl.formatMessage(keyboardMessages.predictions)} sx={predictionRowSx}>
      {slots.map((word, index) => (
        <Box key={index} sx={{ display: 'flex', minWidth: 0 }}>
          <Box
            component="button"
            type="button"
            data-tile-id={`prediction-${index}`}
            disabled={word === undefined}
            aria-label={word}
            onClick={() => word !== undefined && onChoose(word)}
            sx={{ ...keySx, flex: '1 1 auto', fontSize: '1.15rem', fontWeight: 600, bgcolor: 'action.hover', minWidth: 0 }}
          >
            {word !== undefined && <PredictionPicture image={pictures.get(foldWord(word))} />}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {word ?? ''}
            </Box>
          </Box>
          {onForget && word !== undefined && isLearned(word) && (
            <IconButton
              size="small"
              aria-label={intl.formatMessage(forgetWordMessage, { word })}
              onClick={() => onForget(word)}
              sx={{ minWidth: 44, minHeight: 44 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}

function PredictionPicture({ image }: { image: string | undefined }) {
  const url = useMediaUrl(image);
  if (!url) return null;
  return <Box component="img" src={url} alt="" sx={{ width: 32, height: 32, objectFit: 'contain', flex: 'none' }} />;
}
