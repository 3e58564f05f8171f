import LegalScreen from './legal-screen';

export default function TermsScreen() {
  return <LegalScreen page="terms" />;
}
