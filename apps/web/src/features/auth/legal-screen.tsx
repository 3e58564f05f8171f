import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { legalMessages } from './legal-messages';

type Page = 'privacy' | 'terms';

const SECTIONS: Record<Page, readonly (keyof typeof legalMessages)[]> = {
  privacy: ['privacyIntro', 'privacyDevice', 'privacyAccount', 'privacyUsageReports', 'privacyNoTracking', 'privacyOutside', 'privacyControl'],
  terms: ['termsIntro', 'termsLicence', 'termsContent', 'termsPublic', 'termsNoWarranty', 'termsOperator'],
};

/** Short, plain privacy policy and terms of use: Tessera is self-hosted, keeps data on the user's side and tracks no one. */
export default function LegalScreen({ page }: { page: Page }) {
  const intl = useIntl();
  return (
    <ScreenLayout title={intl.formatMessage(page === 'privacy' ? legalMessages.privacyTitle : legalMessages.termsTitle)} backTo="/login-signup">
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        {SECTIONS[page].map((key) => (
          <Typography key={key} sx={{ mb: 2, lineHeight: 1.6 }}>
            {intl.formatMessage(legalMessages[key])}
          </Typography>
        ))}
      </Box>
    </ScreenLayout>
  );
}
