import ButtonBase from '@mui/material/ButtonBase';
import { useIntl } from 'react-intl';
import { improvedPhraseMessages } from './messages';
import { SYMBOL_HEIGHT } from './output-symbol';

/**
 * The server's sentence for the output (Improve Phrase), beside the symbols and as tall as they are, so the bar keeps
 * its height. Speak says it; a tap on it sets it aside, and the symbols' words are shown and spoken again.
 */
export function ImprovedPhrase({ phrase, onDismiss }: { phrase: string; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <ButtonBase
      onClick={onDismiss}
      title={intl.formatMessage(improvedPhraseMessages.useSymbols)}
      data-improved-phrase
      sx={{
        flex: '0 1 auto',
        minWidth: 0,
        maxWidth: '60%',
        height: SYMBOL_HEIGHT,
        mt: 1.25,
        px: 1.5,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: 'action.selected',
        color: 'text.primary',
        fontSize: '1rem',
        fontWeight: 500,
        justifyContent: 'flex-start',
      }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{phrase}</span>
    </ButtonBase>
  );
}
