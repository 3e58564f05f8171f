import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { selectActiveBoard } from '../../state/board-slice';
import { useAppSelector } from '../../state/hooks';
import { useBoardName } from './use-board-name';

/** Names the browser tab for the board on screen ("Home · Tessera"), as other screens name it for themselves. */
export function BoardDocumentTitle() {
  const intl = useIntl();
  const name = useBoardName(useAppSelector(selectActiveBoard));
  const title = `${name} · ${intl.formatMessage({ id: 'app.name' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
