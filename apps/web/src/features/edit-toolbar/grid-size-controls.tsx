import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GRID_MAX, GRID_MIN, type Grid } from '@tessera/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { resizeFixedGrid, type GridResize } from '../../state/grid-edits';
import { useAppDispatch } from '../../state/hooks';
import { columnsMessage, editToolbarMessages, rowsMessage } from './messages';
import { textHiddenOnPhones } from '../../components/ui/narrow-screen';
import { ToolbarIconButton } from '../../components/ui/toolbar-icon-button';

type Axis = {
  count: number;
  label: typeof rowsMessage;
  Icon: typeof TableRowsIcon;
  remove: [GridResize, MessageDescriptor];
  add: [GridResize, MessageDescriptor];
};

/** Row and column buttons of a fixed grid, each beside its count; they stop at 1 and 12 (spec 01 §5). */
export function GridSizeControls({ grid }: { grid: Grid }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const axes: Axis[] = [
    {
      count: grid.rows,
      label: rowsMessage,
      Icon: TableRowsIcon,
      remove: ['removeRow', editToolbarMessages.removeRow],
      add: ['addRow', editToolbarMessages.addRow],
    },
    {
      count: grid.columns,
      label: columnsMessage,
      Icon: ViewColumnIcon,
      remove: ['removeColumn', editToolbarMessages.removeColumn],
      add: ['addColumn', editToolbarMessages.addColumn],
    },
  ];
  return (
    <>
      {axes.map(({ count, label, Icon, remove, add }) => (
        <Box key={label.id} sx={{ display: 'inline-flex', alignItems: 'center' }}>
          <ToolbarIconButton
            label={intl.formatMessage(remove[1])}
            icon={<RemoveIcon />}
            disabled={count <= GRID_MIN}
            onClick={() => dispatch(resizeFixedGrid(remove[0]))}
          />
          <Typography
            component="span"
            variant="body2"
            aria-live="polite"
            sx={{ minWidth: { xs: 40, sm: 52 }, display: 'inline-flex', justifyContent: 'center', whiteSpace: 'nowrap' }}
          >
            {/* On a phone an icon and the number stand for the words, which screen readers still hear. */}
            <Box component="span" aria-hidden sx={{ display: { xs: 'inline-flex', sm: 'none' }, alignItems: 'center', gap: 0.25 }}>
              <Icon fontSize="small" />
              {count}
            </Box>
            <Box component="span" sx={textHiddenOnPhones}>
              {intl.formatMessage(label, { count })}
            </Box>
          </Typography>
          <ToolbarIconButton
            label={intl.formatMessage(add[1])}
            icon={<AddIcon />}
            disabled={count >= GRID_MAX}
            onClick={() => dispatch(resizeFixedGrid(add[0]))}
          />
        </Box>
      ))}
    </>
  );
}
