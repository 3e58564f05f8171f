import { literalBoard } from '../../kit/define-board.ts';
import { folder, word } from '../../kit/tile-spec.ts';
import { PARTNER_BOARD_IDS, SPANISH_LOCALE } from './partner-ids.ts';

/** Conversación: the partner's fixed 4x4 root, everyday conversation and a way to the questions. */
export const partnerRootBoard = literalBoard({
  id: PARTNER_BOARD_IDS.root,
  name: 'Conversación',
  locale: SPANISH_LOCALE,
  folderType: 'board',
  cover: '1F4AC',
  grid: { rows: 4, columns: 4 },
  tiles: [
    word('Hola', '1F44B'),
    word('Adiós', '@goodbye'),
    word('Sí', '1F642-200D-2195-FE0F'),
    word('No', '1F642-200D-2194-FE0F'),
    word('Por favor', '1F97A'),
    word('Gracias', '1F64F'),
    word('No sé', '1F937'),
    word('¿Qué tal?', '@how-are-you'),
    word('Estoy bien', '1F642'),
    word('Estoy mal', '2639'),
    word('Me gusta', '1F44D'),
    word('No me gusta', '1F44E'),
    word('Espera', '23F3'),
    word('Otra vez', '1F501'),
    word('Ayuda', 'E083'),
    folder('Preguntas', '2753', PARTNER_BOARD_IDS.questions),
  ],
});
