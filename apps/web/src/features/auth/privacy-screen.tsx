import LegalScreen from './legal-screen';

export default function PrivacyScreen() {
  return <LegalScreen page="privacy" />;
}
