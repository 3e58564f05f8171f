import Chip from '@mui/material/Chip';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';

/** A short fact about a board in a list (Public, Private, Root board). */
export function Badge({ text, color = 'default' }: { text: MessageDescriptor; color?: 'default' | 'primary' | 'success' }) {
  const intl = useIntl();
  return <Chip size="small" variant="outlined" color={color} label={intl.formatMessage(text)} />;
}
