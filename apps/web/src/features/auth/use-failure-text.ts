import { useIntl } from 'react-intl';
import { failureMessages } from './messages';

/** Shows a failure in the user's language when it is one of ours, else as the server wrote it. */
export function useFailureText(): (text: string | null | undefined) => string | null {
  const intl = useIntl();
  return (text) => {
    if (!text) return null;
    const known = (failureMessages as Record<string, { id: string }>)[text];
    return known ? intl.formatMessage(known) : text;
  };
}
