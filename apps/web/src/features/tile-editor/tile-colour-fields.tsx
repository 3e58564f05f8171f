import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COLOUR_SCHEMES, DEFAULT_SCHEME, type ColourScheme, type Tile } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { ColourSwatches, type Swatch } from './colour-swatches';
import { darker, sameColour } from './colour-values';
import { colourNames, schemeNames, tileEditorMessages, wordClassNames } from './messages';

type Named = Record<string, { id: string }>;
const lookup = (names: Named, key: string) => names[key.toLowerCase()];

/** The scheme the tile's colour comes from, so reopening the editor shows the scheme it was chosen in. */
const schemeOf = (colour: string | undefined): ColourScheme =>
  COLOUR_SCHEMES.find((scheme) => scheme.colours.some((c) => sameColour(c.colour, colour))) ?? DEFAULT_SCHEME;

/** Colour scheme select (default 6, Fitzgerald 10, Goossens 5) with the background and border colour pickers. */
export function TileColourFields({ tile, onChange }: { tile: Tile; onChange: (change: Pick<Tile, 'backgroundColor' | 'borderColor'>) => void }) {
  const intl = useIntl();
  const [schemeId, setSchemeId] = useState(() => schemeOf(tile.backgroundColor).id);
  const scheme = COLOUR_SCHEMES.find((candidate) => candidate.id === schemeId) ?? DEFAULT_SCHEME;
  const nameOf = (name: string, category: string): string => {
    const colour = lookup(colourNames, name);
    const text = colour ? intl.formatMessage(colour) : name;
    const wordClass = scheme.id === 'default' ? undefined : lookup(wordClassNames, category);
    return wordClass ? `${text}: ${intl.formatMessage(wordClass)}` : text;
  };
  const swatches: Swatch[] = scheme.colours.map((c) => ({ value: c.colour, name: nameOf(c.name, c.category) }));
  const custom = intl.formatMessage(tileEditorMessages.customColour);
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        label={intl.formatMessage(tileEditorMessages.colourScheme)}
        value={scheme.id}
        onChange={(event) => setSchemeId(event.target.value as ColourScheme['id'])}
        fullWidth
        sx={{ '& .MuiInputBase-root': { minHeight: 48 } }}
      >
        {COLOUR_SCHEMES.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id} sx={{ minHeight: TOUCH_TARGET_PX }}>
            {intl.formatMessage(schemeNames[candidate.id])}
          </MenuItem>
        ))}
      </TextField>
      <ColourSwatches
        label={intl.formatMessage(tileEditorMessages.backgroundColor)}
        swatches={swatches}
        value={tile.backgroundColor ?? ''}
        customLabel={custom}
        onChange={(backgroundColor) => onChange({ backgroundColor, borderColor: tile.borderColor })}
      />
      <ColourSwatches
        label={intl.formatMessage(tileEditorMessages.borderColor)}
        swatches={[{ value: '', name: intl.formatMessage(tileEditorMessages.noBorder) }, ...swatches.map((s) => ({ ...s, value: darker(s.value) }))]}
        value={tile.borderColor ?? ''}
        customLabel={custom}
        onChange={(borderColor) => onChange({ backgroundColor: tile.backgroundColor, borderColor: borderColor || undefined })}
      />
    </Stack>
  );
}
