import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { selectLang } from '../../state/language-slice';
import { useAppSelector } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { HelpBlocks, HelpLink } from './help-blocks';
import type { HelpDocument } from './help-document';
import { loadHelpDocument } from './load-help-document';
import { helpMessages } from './messages';

type Loaded = { language: string; document: HelpDocument } | 'failed' | null;

/**
 * Spec 02 §2 Help: the user help in the chosen language, else English, with its contents. The URL hash names a
 * section (/settings/help#output-bar): the screen scrolls to it and puts the focus on its heading.
 */
export default function HelpScreen() {
  const intl = useIntl();
  const lang = useAppSelector(selectLang);
  const { hash } = useLocation();
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let current = true;
    loadHelpDocument(lang).then(
      (result) => current && setLoaded(result),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [lang]);

  const ready = loaded !== null && loaded !== 'failed';
  useEffect(() => {
    const heading = ready && hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [hash, ready]);

  return (
    <ScreenLayout title={intl.formatMessage(helpMessages.title)} backTo="/settings">
      {loaded === null ? (
        <LoadingScreen />
      ) : loaded === 'failed' ? (
        <Alert severity="error">{intl.formatMessage(helpMessages.loadFailed)}</Alert>
      ) : (
        // The document's own language, which is English where the chosen one has no help yet.
        <Stack spacing={3} lang={loaded.language} sx={{ maxWidth: 760, mx: 'auto' }}>
          <HelpBlocks blocks={loaded.document.intro} />
          <Paper component="nav" variant="outlined" aria-labelledby="help-contents" sx={{ p: 2 }}>
            <Typography id="help-contents" component="h2" variant="h6">
              {intl.formatMessage(helpMessages.contents)}
            </Typography>
            <Box component="ol" sx={{ pl: 3, mb: 0, mt: 1, '& a': { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET_PX } }}>
              {loaded.document.sections.map((section) => (
                <li key={section.id}>
                  <HelpLink href={`#${section.id}`}>{section.title}</HelpLink>
                </li>
              ))}
            </Box>
          </Paper>
          {/* A section's heading takes the focus when the hash opens it (so reading goes on from there); it is not a
              control, so it draws no focus ring. */}
          {loaded.document.sections.map((section) => (
            <Box component="section" key={section.id} aria-labelledby={section.id}>
              <Typography id={section.id} component="h2" variant="h5" tabIndex={-1} sx={{ scrollMarginTop: 16, outline: 'none' }}>
                {section.title}
              </Typography>
              <HelpBlocks blocks={section.blocks} />
            </Box>
          ))}
        </Stack>
      )}
    </ScreenLayout>
  );
}
