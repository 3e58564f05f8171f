import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { KeyboardOrder } from '@tessera/core';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { keyboardLearningSet, keyboardOrderChosen, learnedWordsForgotten, selectKeyboardLearning, selectKeyboardOrder } from '../../state/keyboard-slice';
import { keyboardMessages } from './messages';

/**
 * The keyboard's settings, shown while unlocked (for the caregiver, as the board's editing is): the order of the
 * letters, whether what is said is learned, and forgetting all of it.
 */
export function KeyboardOptions({ hasUsualOrder }: { hasUsualOrder: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectKeyboardOrder);
  const learning = useAppSelector(selectKeyboardLearning);
  const text = (message: keyof typeof keyboardMessages) => intl.formatMessage(keyboardMessages[message]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {hasUsualOrder && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={order}
          aria-label={text('order')}
          onChange={(_event, value: KeyboardOrder | null) => value && dispatch(keyboardOrderChosen(value))}
        >
          <ToggleButton value="abc" sx={{ minHeight: 44, px: 2 }}>
            {text('orderAbc')}
          </ToggleButton>
          <ToggleButton value="usual" sx={{ minHeight: 44, px: 2 }}>
            {text('orderUsual')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      <FormControlLabel
        sx={{ minHeight: 44, m: 0 }}
        control={<Switch checked={learning} onChange={(event) => dispatch(keyboardLearningSet(event.target.checked))} />}
        label={text('learning')}
      />
      <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => dispatch(learnedWordsForgotten())}>
        {text('forgetAll')}
      </Button>
    </Box>
  );
}
