import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Comida. */
export const esFoodBoard = spanishBoard(SPANISH_BOARD_IDS.food, 'Comida', '1F37D', [
  word('Desayuno', '@breakfast'),
  word('Comida', '@lunch'),
  word('Cena', '@dinner'),
  word('Pan', '1F35E'),
  word('Queso', '1F9C0'),
  word('Huevo', '1F95A'),
  word('Mantequilla', '1F9C8'),
  word('Cereales', '1F963'),
  word('Tortitas', '1F95E'),
  word('Carne', '1F969'),
  word('Pollo', '1F357'),
  word('Pescado', '1F41F'),
  word('Arroz', '1F35A'),
  word('Pasta', '1F35D'),
  word('Pizza', '1F355'),
  word('Hamburguesa', '1F354'),
  word('Bocadillo', '1F96A'),
  word('Patatas fritas', '1F35F'),
  word('Ensalada', '1F957'),
  word('Sopa', '1F372'),
  word('Manzana', '1F34E'),
  word('Plátano', '1F34C'),
  word('Naranja', 'E0C0'),
  word('Fresas', '1F353'),
  word('Uvas', '1F347'),
  word('Zanahoria', '1F955'),
  word('Tomate', '1F345'),
  word('Galletas', '1F36A'),
  word('Yogur', '@yogurt'),
  word('Helado', '1F368'),
]);
