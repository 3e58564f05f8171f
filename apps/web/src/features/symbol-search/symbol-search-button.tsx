import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { symbolSearchMessages as m } from './messages';
import type { SymbolSearchDialogProps } from './symbol-search-dialog';

const loadDialog = () => import('./symbol-search-dialog');
const SymbolSearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SymbolSearchDialog })));

/** Fetches the dialog's code ahead of the first tap (the tile editor does it when idle). */
export const preloadSymbolSearch = (): Promise<unknown> => loadDialog();

export type SymbolSearchButtonProps = Omit<SymbolSearchDialogProps, 'open' | 'onClose'> & {
  buttonProps?: Omit<ButtonProps, 'onClick'>;
};

/** "Search symbols": opens the symbol search; a chosen picture goes to onChange. */
export function SymbolSearchButton({ buttonProps, ...dialogProps }: SymbolSearchButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ImageSearchIcon />} {...buttonProps} onClick={() => setOpen(true)}>
        {intl.formatMessage(m.open)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SymbolSearchDialog {...dialogProps} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
