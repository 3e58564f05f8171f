import type { Board } from '@tessera/core';
import { esActionsBoard } from './actions.ts';
import { esBodyBoard } from './body.ts';
import { esChatBoard } from './chat.ts';
import { esClothingBoard } from './clothing.ts';
import { esDrinksBoard } from './drinks.ts';
import { esFamilyBoard } from './family.ts';
import { esFeelingsBoard } from './feelings.ts';
import { esFoodBoard } from './food.ts';
import { esHandWashingBoard } from './hand-washing.ts';
import { esHobbiesBoard } from './hobbies.ts';
import { esHygieneBoard } from './hygiene.ts';
import { esQuestionsBoard } from './questions.ts';
import { esRootBoard } from './root.ts';
import { esSchoolBoard } from './school.ts';
import { esSportsBoard } from './sports.ts';
import { esToothBrushingBoard } from './tooth-brushing.ts';
import { esToysBoard } from './toys.ts';

export { SPANISH_BOARD_IDS } from './spanish-ids.ts';
export { esRootBoard };

/** The pre-made Spanish boards: the home board first, then its topics. */
export const spanishBoards: readonly Board[] = [
  esRootBoard,
  esFeelingsBoard,
  esChatBoard,
  esFoodBoard,
  esDrinksBoard,
  esFamilyBoard,
  esSportsBoard,
  esClothingBoard,
  esHobbiesBoard,
  esHygieneBoard,
  esHandWashingBoard,
  esToothBrushingBoard,
  esSchoolBoard,
  esBodyBoard,
  esActionsBoard,
  esToysBoard,
  esQuestionsBoard,
];
