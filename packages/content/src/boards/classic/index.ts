import type { Board } from '@tessera/core';
import { accessoriesBoard } from './accessories.ts';
import { actionsBoard } from './actions.ts';
import { activitiesBoard } from './activities.ts';
import { animalsBoard } from './animals.ts';
import { bodyBoard } from './body.ts';
import { clothingBoard } from './clothing.ts';
import { coloursBoard } from './colours.ts';
import { countriesBoard } from './countries.ts';
import { describeBoard } from './describe.ts';
import { drinksBoard } from './drinks.ts';
import { emotionsBoard } from './emotions.ts';
import { faceBoard } from './face.ts';
import { familyBoard } from './family.ts';
import { foodBoard } from './food.ts';
import { fruitBoard } from './fruit.ts';
import { furnitureBoard } from './furniture.ts';
import { handWashingBoard } from './hand-washing.ts';
import { hygieneBoard } from './hygiene.ts';
import { kitchenBoard } from './kitchen.ts';
import { medicalBoard } from './medical.ts';
import { numbersBoard } from './numbers.ts';
import { peopleBoard } from './people.ts';
import { placesBoard } from './places.ts';
import { plantsBoard } from './plants.ts';
import { positionBoard } from './position.ts';
import { questionsBoard } from './questions.ts';
import { quickChatBoard } from './quick-chat.ts';
import { classicRootBoard } from './root.ts';
import { schoolBoard } from './school.ts';
import { shapesBoard } from './shapes.ts';
import { snacksBoard } from './snacks.ts';
import { soupBoard } from './soup.ts';
import { sportsBoard } from './sports.ts';
import { technologyBoard } from './technology.ts';
import { timeBoard } from './time.ts';
import { toothBrushingBoard } from './tooth-brushing.ts';
import { toysBoard } from './toys.ts';
import { transportBoard } from './transport.ts';
import { vegetablesBoard } from './vegetables.ts';
import { weatherBoard } from './weather.ts';

export { CLASSIC_TOPICS, HAND_WASHING_ID, TOOTH_BRUSHING_ID } from './classic-topics.ts';
export { classicRootBoard };

/** The classic English set: the home board first, then its topics in the home board's order. */
export const classicBoards: readonly Board[] = [
  classicRootBoard,
  emotionsBoard,
  quickChatBoard,
  foodBoard,
  drinksBoard,
  snacksBoard,
  fruitBoard,
  vegetablesBoard,
  soupBoard,
  kitchenBoard,
  activitiesBoard,
  sportsBoard,
  toysBoard,
  peopleBoard,
  familyBoard,
  actionsBoard,
  questionsBoard,
  describeBoard,
  positionBoard,
  bodyBoard,
  faceBoard,
  hygieneBoard,
  handWashingBoard,
  toothBrushingBoard,
  medicalBoard,
  clothingBoard,
  accessoriesBoard,
  coloursBoard,
  numbersBoard,
  shapesBoard,
  timeBoard,
  weatherBoard,
  schoolBoard,
  placesBoard,
  countriesBoard,
  transportBoard,
  technologyBoard,
  furnitureBoard,
  plantsBoard,
  animalsBoard,
];
