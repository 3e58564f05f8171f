import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import BarChartIcon from '@mui/icons-material/BarChart';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DevicesIcon from '@mui/icons-material/Devices';
import DisplaySettingsIcon from '@mui/icons-material/DisplaySettings';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import LanguageIcon from '@mui/icons-material/Language';
import PersonIcon from '@mui/icons-material/Person';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import StarIcon from '@mui/icons-material/Star';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { mirroredInRtl } from '../../components/ui/mirrored-in-rtl';
import { isScreenBuilt } from '../../lib/built-screens';
import { useGetSubscriptionStateQuery } from '../../lib/api/get-subscription-state';
import { selectIsLoggedIn, selectUser } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectSettingsTourEnabled, settingsTourStarted } from '../../state/tours-slice';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { AccountRow } from './account-row';
import { donateUrl, feedbackMailto, runsInstalled } from './help-actions';
import { settingsMenuMessages } from './messages';

type Key = keyof typeof settingsMenuMessages;
/** A row opens a settings screen, or leaves the app (`external`: a web page in a new tab, a mail draft). */
type Row = { label: Key; to: string; icon: ReactNode; hidden?: boolean; external?: boolean };

// The tour and its library are fetched only when it runs.
const SettingsTour = lazy(() => import('./settings-tour'));

/** A web page opens in a new tab; a mail draft opens the mail app. */
const externalLink = (href: string) => ({
  component: 'a' as const,
  href,
  ...(href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' }),
});

/** Spec 02 §2 settings menu: the account row, then the People, Language, System and Help groups. */
export default function SettingsMenuScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Subscriptions are on only when the server has a payment provider (GET /me/subscription says); until it has said, no row.
  const { data: subscriptions } = useGetSubscriptionStateQuery(loggedIn ? (user?.id ?? '') : '');
  const subscribeHidden = !isScreenBuilt('subscribe') || !subscriptions?.subscriptionsEnabled || Boolean(user?.isByBackOffice);
  const tourRuns = useAppSelector(selectSettingsTourEnabled);
  const text = (key: Key) => intl.formatMessage(settingsMenuMessages[key]);
  // Donate and Feedback lead where the build says; a build that names no address has no row for it.
  const donate = donateUrl();
  const feedback = feedbackMailto(text('feedbackSubject'));
  const groups: [Key, Row[]][] = [
    [
      'groupPeople',
      [
        { label: 'people', to: '/settings/people', icon: <PersonIcon /> },
        { label: 'subscribe', to: '/settings/subscribe', icon: <StarIcon />, hidden: subscribeHidden },
        { label: 'devices', to: '/settings/devices', icon: <DevicesIcon /> },
      ],
    ],
    [
      'groupLanguage',
      [
        { label: 'language', to: '/settings/language', icon: <LanguageIcon /> },
        { label: 'speech', to: '/settings/speech', icon: <RecordVoiceOverIcon /> },
      ],
    ],
    [
      'groupSystem',
      [
        { label: 'export', to: '/settings/export', icon: <FileDownloadIcon /> },
        { label: 'import', to: '/settings/import', icon: <FileUploadIcon /> },
        { label: 'display', to: '/settings/display', icon: <DisplaySettingsIcon /> },
        { label: 'scanning', to: '/settings/scanning', icon: <AccessibilityNewIcon /> },
        { label: 'navigation', to: '/settings/navigation', icon: <TouchAppIcon /> },
        // Issue 28: where the Usage reports switch is, for a signed-in user.
        { label: 'usageReports', to: '/analytics', icon: <BarChartIcon />, hidden: !loggedIn || !isScreenBuilt('analytics') },
      ],
    ],
    [
      'groupHelp',
      [
        { label: 'userHelp', to: '/settings/help', icon: <HelpOutlineIcon /> },
        { label: 'about', to: '/settings/about', icon: <InfoOutlinedIcon /> },
        { label: 'donate', to: donate ?? '', external: true, icon: <FavoriteBorderIcon />, hidden: !donate || runsInstalled() },
        { label: 'feedback', to: feedback ?? '', external: true, icon: <FeedbackOutlinedIcon />, hidden: !feedback },
      ],
    ],
  ];

  return (
    <ScreenLayout title={text('title')} backTo="/">
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        {!tourRuns && (
          <Button
            variant="outlined"
            startIcon={<TourOutlinedIcon />}
            onClick={() => dispatch(settingsTourStarted())}
            sx={{ alignSelf: 'flex-end', minHeight: TOUCH_TARGET_PX }}
          >
            {text('guidedTour')}
          </Button>
        )}
        <AccountRow />
        {groups.map(([group, rows]) => (
          <Paper key={group} variant="outlined">
            <List
              aria-labelledby={`settings-group-${group}`}
              subheader={
                <ListSubheader id={`settings-group-${group}`} sx={{ bgcolor: 'transparent' }}>
                  {text(group)}
                </ListSubheader>
              }
            >
              {rows
                .filter((row) => !row.hidden)
                .map((row) => (
                  // Each row in a list item of its own: a list holds only items (axe "list").
                  <ListItem key={row.label} disablePadding>
                    <ListItemButton data-tour={row.label} {...(row.external ? externalLink(row.to) : { component: Link, to: row.to })}>
                      <ListItemIcon>{row.icon}</ListItemIcon>
                      <ListItemText primary={text(row.label)} />
                      {!row.external ? (
                        <ChevronRightIcon aria-hidden sx={mirroredInRtl} />
                      ) : (
                        row.label === 'donate' && <OpenInNewIcon aria-hidden fontSize="small" />
                      )}
                    </ListItemButton>
                  </ListItem>
                ))}
            </List>
          </Paper>
        ))}
      </Stack>
      {tourRuns && (
        <Suspense fallback={null}>
          <SettingsTour />
        </Suspense>
      )}
    </ScreenLayout>
  );
}
