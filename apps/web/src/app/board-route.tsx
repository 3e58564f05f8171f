import { useParams } from 'react-router';
import { WelcomeGate } from '../features/welcome/welcome-gate';
import { BoardPage } from './board-page';

/**
 * The board screen for both / and /board/:id (the child routes only name the paths). A first visit to /
 * passes through the welcome screen; a link to a board never does. The page keeps its place in the tree
 * whichever path is shown, so moving between them never remounts it.
 */
export function BoardRoute() {
  const { id } = useParams();
  return (
    <WelcomeGate active={id === undefined}>
      <BoardPage boardId={id} />
    </WelcomeGate>
  );
}
