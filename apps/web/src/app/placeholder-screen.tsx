import Typography from '@mui/material/Typography';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ScreenLayout } from '../components/ui/screen-layout';
import { appMessages } from './messages';

interface PlaceholderScreenProps {
  title: MessageDescriptor;
  backTo: string;
}

/** Stands in for a screen that later work builds, so every route of the spec already resolves. */
export default function PlaceholderScreen({ title, backTo }: PlaceholderScreenProps) {
  const intl = useIntl();
  return (
    <ScreenLayout title={intl.formatMessage(title)} backTo={backTo}>
      <Typography>{intl.formatMessage(appMessages.comingSoon)}</Typography>
    </ScreenLayout>
  );
}
