import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Hidden on screen, read by a screen reader: what a chart shows, as a table. Sizes as text: in `sx`, 1 is 100 %. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface TableData {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
}

/** A plain data table (the text behind a chart, or a list shown as it is). */
export function DataTable({ caption, columns, rows, hidden = false }: TableData & { hidden?: boolean }) {
  return (
    <Box
      component="table"
      sx={
        hidden
          ? visuallyHidden
          : { width: '100%', borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', py: 1, px: 1, borderBottom: 1, borderColor: 'divider' } }
      }
    >
      <caption style={hidden ? undefined : { ...visuallyHidden }}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, cellIndex) =>
              cellIndex === 0 ? (
                <th key={cellIndex} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={cellIndex}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
