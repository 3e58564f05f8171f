import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { version } from '../../../package.json';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { aboutResources, CODE_LICENCE, sourceUrl, SYMBOLS_LICENCE } from './about-resources';
import { aboutMessages, versionMessage } from './messages';

type Key = keyof typeof aboutMessages;

/**
 * A link out of the app, in a new tab. `name` marks a work's or a licence's own name, in Latin letters: left to right
 * in Arabic too, and a licence's kept on one line. `target` gives a link standing on its own a touch target of 44 px.
 */
interface ExternalLinkProps {
  href: string;
  name?: 'work' | 'licence';
  target?: boolean;
  children: ReactNode;
}
const ExternalLink = ({ href, name, target = false, children }: ExternalLinkProps) => (
  <Link
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    {...(name && { dir: 'ltr' })}
    sx={{ ...(name === 'licence' && { whiteSpace: 'nowrap' }), ...(target && { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET_PX }) }}
  >
    {children}
  </Link>
);

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Spec 02 §2 About: what Tessera is, who makes it, what it is made with, its licences and its version. */
export default function AboutScreen() {
  const intl = useIntl();
  const text = (key: Key) => intl.formatMessage(aboutMessages[key]);
  const source = sourceUrl();

  return (
    <ScreenLayout title={text('title')} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
        <Typography>{text('intro')}</Typography>
        <Part id="about-contributors" title={text('contributors')}>
          <Typography sx={{ mb: 1 }}>{text('contributorsText')}</Typography>
          {source && (
            <ExternalLink href={source} target>
              {text('sourceCode')}
            </ExternalLink>
          )}
        </Part>
        <Part id="about-resources" title={text('resources')}>
          <List dense disablePadding>
            {aboutResources().map((resource) => (
              <ListItem key={resource.use} disableGutters>
                <ListItemText
                  primary={
                    <>
                      {resource.url ? (
                        <ExternalLink href={resource.url} name="work" target>
                          {resource.name}
                        </ExternalLink>
                      ) : (
                        <span dir="ltr">{resource.name}</span>
                      )}
                      {resource.licence && (
                        <>
                          {' · '}
                          <ExternalLink href={resource.licence.url} name="licence" target>
                            {resource.licence.name}
                          </ExternalLink>
                        </>
                      )}
                    </>
                  }
                  secondary={text(resource.use)}
                />
              </ListItem>
            ))}
          </List>
        </Part>
        <Part id="about-licence" title={text('licence')}>
          <Typography sx={{ mb: 1 }}>
            {text('licenceCode')}{' '}
            <ExternalLink href={CODE_LICENCE.url} name="licence">
              {CODE_LICENCE.name}
            </ExternalLink>
          </Typography>
          {!source && <Typography sx={{ mb: 1 }}>{text('sourceWithApp')}</Typography>}
          <Typography>
            {text('licenceSymbols')}{' '}
            <ExternalLink href={SYMBOLS_LICENCE.url} name="licence">
              {SYMBOLS_LICENCE.name}
            </ExternalLink>
          </Typography>
        </Part>
        <Typography color="text.secondary">{intl.formatMessage(versionMessage, { version })}</Typography>
      </Stack>
    </ScreenLayout>
  );
}
