import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { API_BASE_URL } from '../../lib/api/api-config';
import { useGetAuthProvidersQuery, type AuthProvider } from '../../lib/api/get-auth-providers';
import { authMessages } from './messages';

const PROVIDERS: Record<AuthProvider, { label: MessageDescriptor; icon: ReactNode }> = {
  google: { label: authMessages.continueWithGoogle, icon: <GoogleIcon /> },
  facebook: { label: authMessages.continueWithFacebook, icon: <FacebookIcon /> },
  apple: { label: authMessages.continueWithApple, icon: <AppleIcon /> },
};

/** Spec 01 §2: a button for each social login the server has configured, and none when it has none (or is offline). */
export function SocialLoginButtons() {
  const intl = useIntl();
  const { data: providers = [] } = useGetAuthProvidersQuery();
  const offered = providers.filter((provider) => provider in PROVIDERS);
  if (offered.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Divider>{intl.formatMessage(authMessages.orContinueWith)}</Divider>
      {offered.map((provider) => (
        // A full page load: the server answers with a redirect to the provider.
        <Button key={provider} variant="outlined" size="large" startIcon={PROVIDERS[provider].icon} href={`${API_BASE_URL}/auth/${provider}/start`}>
          {intl.formatMessage(PROVIDERS[provider].label)}
        </Button>
      ))}
    </Stack>
  );
}
