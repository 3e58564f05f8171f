import type { ReactNode } from 'react';

// Small drawings of a board for the settings tour's carousels: lighter than screenshots, and the same in every
// language (only their names, given by the tour, are translated).

const TILE_COLOURS = ['#ffcc80', '#a5d6a7', '#90caf9', '#f48fb1', '#fff59d', '#ce93d8', '#80cbc4', '#ffab91'];
const HIGHLIGHT = '#d32f2f';

interface GridProps {
  x: number;
  y: number;
  columns: number;
  rows: number;
  width: number;
  height: number;
  labels?: 'above' | 'below';
  dark?: boolean;
  /** Scanning: a lit row (`row`) or tile (`tile`, counted across the rows). */
  litRow?: number;
  litTile?: number;
}

/** A grid of tiles, each a coloured card with a picture (a circle) and a label (a line). */
function Grid({ x, y, columns, rows, width, height, labels = 'below', dark = false, litRow, litTile }: GridProps) {
  const gap = 4;
  const w = (width - gap * (columns - 1)) / columns;
  const h = (height - gap * (rows - 1)) / rows;
  const tiles: ReactNode[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const n = row * columns + column;
      const tx = x + column * (w + gap);
      const ty = y + row * (h + gap);
      const labelY = labels === 'below' ? ty + h * 0.78 : ty + h * 0.14;
      const pictureY = labels === 'below' ? ty + h * 0.4 : ty + h * 0.58;
      tiles.push(
        <g key={n}>
          <rect x={tx} y={ty} width={w} height={h} rx={3} fill={TILE_COLOURS[n % TILE_COLOURS.length]} opacity={dark ? 0.85 : 1} />
          <circle cx={tx + w / 2} cy={pictureY} r={Math.min(w, h) * 0.2} fill={dark ? '#eeeeee' : '#ffffff'} stroke="#424242" strokeWidth={1} />
          <rect x={tx + w * 0.2} y={labelY} width={w * 0.6} height={Math.max(2, h * 0.1)} rx={1} fill="#424242" />
          {litTile === n && <rect x={tx - 1} y={ty - 1} width={w + 2} height={h + 2} rx={4} fill="none" stroke={HIGHLIGHT} strokeWidth={2.5} />}
        </g>,
      );
    }
    if (litRow === row) {
      tiles.push(
        <rect
          key={`row-${row}`}
          x={x - 2}
          y={y + row * (h + gap) - 2}
          width={width + 4}
          height={h + 4}
          rx={4}
          fill="none"
          stroke={HIGHLIGHT}
          strokeWidth={2.5}
        />,
      );
    }
  }
  return <g>{tiles}</g>;
}

/** The output bar at the top of a board with two words in it, and the share button (lit) when `share`. */
function OutputBar({ dark = false, share = false }: { dark?: boolean; share?: boolean }) {
  return (
    <g>
      <rect x={8} y={8} width={144} height={16} rx={3} fill={dark ? '#424242' : '#e0e0e0'} />
      <rect x={12} y={12} width={10} height={8} rx={1} fill="#ffcc80" />
      <rect x={24} y={12} width={10} height={8} rx={1} fill="#90caf9" />
      {share && (
        <g>
          <circle cx={140} cy={16} r={7} fill="#1565c0" stroke={HIGHLIGHT} strokeWidth={2} />
          {/* The share sign: three dots joined. */}
          <path d="M137 16 L143 13 M137 16 L143 19" stroke="#ffffff" strokeWidth={1.2} />
          <circle cx={137} cy={16} r={1.4} fill="#ffffff" />
          <circle cx={143} cy={13} r={1.4} fill="#ffffff" />
          <circle cx={143} cy={19} r={1.4} fill="#ffffff" />
        </g>
      )}
    </g>
  );
}

/** A device's screen: every picture is drawn in one. */
function Screen({ label, dark = false, children }: { label: string; dark?: boolean; children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label={label} style={{ display: 'block', width: '100%', maxHeight: 150 }}>
      <rect x={1} y={1} width={158} height={98} rx={8} fill={dark ? '#1e1e1e' : '#fafafa'} stroke="#9e9e9e" strokeWidth={1.5} />
      {children}
    </svg>
  );
}

/** A big button (the context-aware Back, or scrolling) with its arrow. */
function BigButton({ x, y, width, height, arrow }: { x: number; y: number; width: number; height: number; arrow: 'back' | 'up' | 'down' }) {
  const cx = x + width / 2;
  const cy = y + height / 2;
  const path = {
    back: `M${cx + 4} ${cy - 7} L${cx - 4} ${cy} L${cx + 4} ${cy + 7}`,
    up: `M${cx - 6} ${cy + 3} L${cx} ${cy - 4} L${cx + 6} ${cy + 3}`,
    down: `M${cx - 6} ${cy - 3} L${cx} ${cy + 4} L${cx + 6} ${cy - 3}`,
  }[arrow];
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={4} fill="#1565c0" />
      <path d={path} fill="none" stroke="#ffffff" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

export const LabelsBelowPicture = ({ label }: { label: string }) => (
  <Screen label={label}>
    <OutputBar />
    <Grid x={8} y={30} columns={4} rows={2} width={144} height={62} />
  </Screen>
);

export const LargeTilesPicture = ({ label }: { label: string }) => (
  <Screen label={label}>
    <OutputBar />
    <Grid x={8} y={30} columns={2} rows={1} width={144} height={62} labels="above" />
  </Screen>
);

export const DarkThemePicture = ({ label }: { label: string }) => (
  <Screen label={label} dark>
    <OutputBar dark />
    <Grid x={8} y={30} columns={4} rows={2} width={144} height={62} dark />
  </Screen>
);

export const BigBackPicture = ({ label }: { label: string }) => (
  <Screen label={label}>
    <OutputBar />
    <BigButton x={8} y={30} width={22} height={62} arrow="back" />
    <Grid x={34} y={30} columns={3} rows={2} width={118} height={62} />
  </Screen>
);

export const BigScrollPicture = ({ label }: { label: string }) => (
  <Screen label={label}>
    <OutputBar />
    <Grid x={8} y={30} columns={3} rows={2} width={118} height={62} />
    <BigButton x={130} y={30} width={22} height={29} arrow="up" />
    <BigButton x={130} y={63} width={22} height={29} arrow="down" />
  </Screen>
);

export const SharePhrasePicture = ({ label }: { label: string }) => (
  <Screen label={label}>
    <OutputBar share />
    <Grid x={8} y={30} columns={4} rows={2} width={144} height={62} />
  </Screen>
);

export const ScanRowPicture = ({ label }: { label: string }) => (
  <Screen label={label}>
    <OutputBar />
    <Grid x={8} y={30} columns={4} rows={2} width={144} height={62} litRow={0} />
  </Screen>
);

export const ScanTilePicture = ({ label }: { label: string }) => (
  <Screen label={label}>
    <OutputBar />
    <Grid x={8} y={30} columns={4} rows={2} width={144} height={62} litTile={2} />
  </Screen>
);
