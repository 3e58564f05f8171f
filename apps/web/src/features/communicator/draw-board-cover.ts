import { defaultTileColour, type Board, type Tile } from '@tessera/core';
import { resolveMediaUrl } from '../../lib/db/media-url';
import { coverLayout, type CoverCell } from './cover-layout';

export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 400;
/** A picture that has not loaded by then is left out: the cover must not wait on a slow symbol server. */
const IMAGE_TIMEOUT_MS = 4000;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    // Pictures from other sites may only be drawn with their consent (CORS), or the canvas could not be saved.
    image.crossOrigin = 'anonymous';
    const timer = setTimeout(() => resolve(null), IMAGE_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    image.src = src;
  });
}

const pictureOf = async (tile: Tile): Promise<HTMLImageElement | null> => {
  const url = tile.image ? await resolveMediaUrl(tile.image) : null;
  return url ? loadImage(url) : null;
};

function fitText(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let shown = text;
  while (shown.length > 1 && context.measureText(`${shown}…`).width > width) shown = shown.slice(0, -1);
  return `${shown}…`;
}

function drawCell(context: CanvasRenderingContext2D, { x, y, width, height, tile }: CoverCell, picture: HTMLImageElement | null, label: string, font: string) {
  const radius = Math.min(8, width / 8);
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
  context.fillStyle = tile.backgroundColor ?? defaultTileColour(tile.loadBoard ? 'folder' : tile.type);
  context.fill();
  context.lineWidth = 1.5;
  context.strokeStyle = tile.borderColor ?? 'rgba(0, 0, 0, 0.25)';
  context.stroke();
  // Labels grow with the cells, so they stay readable in a thumbnail a fraction of the picture's size.
  const fontSize = Math.max(10, Math.min(48, height / 6.5));
  const textSpace = label ? fontSize * 1.4 : 0;
  if (picture) {
    const room = { width: width - 8, height: height - textSpace - 8 };
    const scale = Math.min(room.width / picture.naturalWidth, room.height / picture.naturalHeight);
    const drawn = { width: picture.naturalWidth * scale, height: picture.naturalHeight * scale };
    context.drawImage(picture, x + (width - drawn.width) / 2, y + 4 + (room.height - drawn.height) / 2, drawn.width, drawn.height);
  }
  if (label) {
    context.fillStyle = '#000';
    context.font = `600 ${fontSize}px ${font}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(fitText(context, label, width - 6), x + width / 2, picture ? y + height - textSpace / 2 - 2 : y + height / 2);
  }
}

/**
 * A picture of a board, drawn from its tiles (colours, pictures and labels as the board shows them): the board's
 * "screenshot" used as its cover in lists (spec 01 §7). Drawn from the board itself rather than from the screen,
 * so any of the user's boards can get one, not only the one on screen, and laid out in the interface's direction as
 * the board is (right to left in Arabic). Answers a PNG.
 */
export async function drawBoardCover(board: Board, labelOf: (tile: Tile) => string, direction: 'ltr' | 'rtl'): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = COVER_WIDTH;
  canvas.height = COVER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures');
  context.fillStyle = '#fafafa';
  context.fillRect(0, 0, COVER_WIDTH, COVER_HEIGHT);
  context.direction = direction;
  const cells = coverLayout(board, COVER_WIDTH, COVER_HEIGHT, undefined, direction);
  const pictures = await Promise.all(cells.map((cell) => pictureOf(cell.tile)));
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  cells.forEach((cell, index) => drawCell(context, cell, pictures[index] ?? null, labelOf(cell.tile), font));
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made'))), 'image/png'));
}
