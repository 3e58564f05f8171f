import type { PDFDocument } from 'pdf-lib';
import type { LabelStyle, PdfPainter } from './canvas-painter';
import { embedLabel, type PdfPicture } from './pdf-image-streams';

type Colour = readonly [number, number, number];

/** Labels drawn by the browser and embedded, each text once for each size and colour it is shown in. */
export function pdfLabels(document: PDFDocument, painter: PdfPainter, style: Omit<LabelStyle, 'fontSize'>) {
  const labels = new Map<string, Promise<PdfPicture | null>>();
  return (text: string, box: { width: number; height: number }, fontSize: number, colour: Colour): Promise<PdfPicture | null> => {
    const key = [fontSize, colour.join(','), box.width, box.height, text].join('|');
    let label = labels.get(key);
    if (!label) {
      label = painter.label(text, box, { ...style, fontSize }).then((painted) => (painted ? embedLabel(document, painted, colour) : null));
      labels.set(key, label);
    }
    return label;
  };
}
