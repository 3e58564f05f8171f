import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { symbolSearchMessages as m } from './messages';
import { SYMBOL_SOURCES, type SymbolSource } from './symbol-result';

const LABELS: Record<SymbolSource, MessageDescriptor> = {
  tessera: m.sourceTessera,
  arasaac: m.sourceArasaac,
  globalSymbols: m.sourceGlobalSymbols,
};

interface SourceFiltersProps {
  enabled: ReadonlySet<SymbolSource>;
  onToggle: (source: SymbolSource, on: boolean) => void;
}

/** The filter checkboxes of spec 01 §2, one per source, in the spec's order. */
export function SourceFilters({ enabled, onToggle }: SourceFiltersProps) {
  const intl = useIntl();
  return (
    <FormGroup row role="group" aria-label={intl.formatMessage(m.sources)} sx={{ columnGap: 1 }}>
      {SYMBOL_SOURCES.map((source) => (
        <FormControlLabel
          key={source}
          control={<Checkbox checked={enabled.has(source)} onChange={(event) => onToggle(source, event.target.checked)} />}
          label={intl.formatMessage(LABELS[source])}
        />
      ))}
    </FormGroup>
  );
}
