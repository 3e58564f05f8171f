import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { featuredBoards, type FeaturedBoard } from '@tessera/content';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ToolbarIconButton } from '../../components/ui/toolbar-icon-button';
import { chooseFeaturedRoot } from '../../state/featured-root';
import { useAppDispatch } from '../../state/hooks';
import { FeaturedBoardChoice } from './featured-board-choice';
import { featuredMessages as m } from './messages';

interface FeaturedBoardsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The featured-board picker of spec 01 §2: the built-in sets with a picture of each. Choosing one makes it the
 * communicator's root board and shows it (spec 01 §4); the notice that follows can undo it, and the picker marks
 * the root, so the previous one is a choice away too.
 */
export default function FeaturedBoardsDialog({ open, onClose }: FeaturedBoardsDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const choose = ({ nameOnJSON, homeBoard }: FeaturedBoard, name: string) => {
    dispatch(chooseFeaturedRoot({ nameOnJSON, homeBoard }, name));
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {intl.formatMessage(m.title)}
        </Typography>
        <ToolbarIconButton label={intl.formatMessage(m.close)} icon={<CloseIcon />} onClick={onClose} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intl.formatMessage(m.intro)}</DialogContentText>
        <Box component="ul" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
          {featuredBoards.map((featured) => (
            <FeaturedBoardChoice key={featured.nameOnJSON} featured={featured} onChoose={choose} />
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
