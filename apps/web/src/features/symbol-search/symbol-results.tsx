import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useMediaUrl } from '../../lib/db';
import type { SymbolResult } from './symbol-result';

const Grid = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: 8,
});

const Choice = styled(ButtonBase)(({ theme }) => ({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 6,
  borderRadius: 10,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '&:hover': { borderColor: theme.palette.primary.main },
  '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

// Pictures are drawn for a light background (black outlines), so they sit on white in the dark theme too.
const Picture = styled('img')({ width: 72, height: 72, objectFit: 'contain', backgroundColor: '#fff', borderRadius: 6 });

const Label = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));

function ResultPicture({ src }: { src: string }) {
  const url = useMediaUrl(src);
  // The label names the button; the picture would only repeat it.
  return url ? <Picture src={url} alt="" loading="lazy" decoding="async" /> : <Picture as="span" />;
}

interface SymbolResultsProps {
  results: SymbolResult[];
  label: string;
  disabled?: boolean;
  onChoose: (result: SymbolResult) => void;
}

/** The suggestions as a grid of buttons, each named by its word. */
export function SymbolResults({ results, label, disabled, onChoose }: SymbolResultsProps) {
  return (
    <Grid aria-label={label}>
      {results.map((result) => (
        <li key={`${result.source}:${result.id}`}>
          <Choice disabled={disabled} onClick={() => onChoose(result)} data-source={result.source}>
            <ResultPicture src={result.src} />
            <Label>{result.label}</Label>
          </Choice>
        </li>
      ))}
    </Grid>
  );
}
