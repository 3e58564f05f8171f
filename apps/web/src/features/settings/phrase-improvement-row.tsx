import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePremiumRefusal } from '../../lib/api/get-subscription-state';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { selectUser } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';
import { navigationMessages } from './messages';
import { SettingSwitch } from './setting-controls';
import { usePhraseImprovementOffered } from './use-phrase-improvement-offered';

type Props = { checked: boolean; onChange: (on: boolean) => void };

/**
 * The Improve Phrase row of Navigation & Buttons, for a signed-in user of a server that offers it. Phrase improvement
 * is premium (issue 29): with subscriptions on and premium off, the switch is off and disabled (the setting itself is
 * kept for when premium is back), the row says why as the subscribe banner does, and Subscribe leads to the plans.
 */
export function PhraseImprovementRow({ checked, onChange }: Props) {
  const intl = useIntl();
  const offered = usePhraseImprovementOffered();
  const refusal = usePremiumRefusal(useAppSelector(selectUser)?.id, { skip: !offered });
  if (!offered || refusal === undefined) return null;
  const text = (key: keyof typeof navigationMessages) => intl.formatMessage(navigationMessages[key]);
  if (refusal === null) return <SettingSwitch label={text('improvePhrase')} description={text('improvePhraseHelp')} checked={checked} onChange={onChange} />;
  return (
    <Stack>
      <SettingSwitch
        label={text('improvePhrase')}
        description={text(refusal === 'trial_ended' ? 'premiumTrialEnded' : 'premiumBlocked')}
        checked={false}
        disabled
        onChange={() => undefined}
      />
      <Button component={Link} to="/settings/subscribe" variant="outlined" sx={{ alignSelf: 'flex-end', mx: 2, mb: 1, minHeight: TOUCH_TARGET_PX }}>
        {text('subscribe')}
      </Button>
    </Stack>
  );
}
