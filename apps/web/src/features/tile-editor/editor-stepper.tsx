import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { stepMessage, tileEditorMessages } from './messages';

/** Back and Next between the tiles being edited together; the arrows point the way the page reads. */
export function EditorStepper({ step, total, onStep }: { step: number; total: number; onStep: (step: number) => void }) {
  const intl = useIntl();
  const rtl = useTheme().direction === 'rtl';
  const [BackIcon, NextIcon] = rtl ? [KeyboardArrowRight, KeyboardArrowLeft] : [KeyboardArrowLeft, KeyboardArrowRight];
  return (
    <MobileStepper
      variant="text"
      steps={total}
      activeStep={step}
      position="static"
      aria-label={intl.formatMessage(stepMessage, { current: step + 1, total })}
      // Kept in view at the bottom however long the form is, so Back and Next are always at hand.
      sx={{ position: 'sticky', bottom: 0, zIndex: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', fontWeight: 500 }}
      backButton={
        <Button onClick={() => onStep(step - 1)} disabled={step === 0} startIcon={<BackIcon />} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {intl.formatMessage(tileEditorMessages.back)}
        </Button>
      }
      nextButton={
        <Button onClick={() => onStep(step + 1)} disabled={step === total - 1} endIcon={<NextIcon />} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {intl.formatMessage(tileEditorMessages.next)}
        </Button>
      }
    />
  );
}
