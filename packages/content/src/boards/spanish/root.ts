import { folder } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS as ID } from './spanish-ids.ts';

/** Inicio: the home board of the pre-made Spanish set, one folder for each of its boards. */
export const esRootBoard = spanishBoard(ID.root, 'Inicio', '1F3E0', [
  folder('Sentimientos', '1F60A', ID.feelings),
  folder('Frases', '1F4AC', ID.chat),
  folder('Comida', '1F37D', ID.food),
  folder('Bebidas', '1F964', ID.drinks),
  folder('Familia', '1F46A', ID.family),
  folder('Deportes', '26BD', ID.sports),
  folder('Ropa', '1F455', ID.clothing),
  folder('Aficiones', '1F3A8', ID.hobbies),
  folder('Higiene', '1F9FC', ID.hygiene),
  folder('Colegio', '1F3EB', ID.school),
  folder('Partes del cuerpo', '1F9CD', ID.body),
  folder('Acciones', '1F3C3', ID.actions),
  folder('Juguetes', '1F9F8', ID.toys),
  folder('Preguntas', '2753', ID.questions),
]);
