import Alert from '@mui/material/Alert';
import { useIntl, type MessageDescriptor } from 'react-intl';

/**
 * What went wrong in a dialog (its error state): the message in a red block, announced at once (role="alert") and
 * kept in the dialog, which stays open so the user can try again or leave.
 */
export function DialogError({ message }: { message: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {intl.formatMessage(message)}
    </Alert>
  );
}
