import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type TableProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export type FiguresColumn<Row> = {
  /** The header's message key (or its text where it has none, `#`); no header: an empty cell. */
  header?: string;
  /** Header and cells right-aligned (amounts). */
  align?: 'right';
  /** The cells' style (monospaced figures...). */
  sx?: SxProps<Theme>;
  cell: (row: Row, index: number) => ReactNode;
  /** The cell's tooltip (the full account name behind a short label). */
  cellTitle?: (row: Row) => string;
  /** Where the columns are made from a list (one per ledger). */
  key?: Key;
};

export type FiguresTableProps<Row> = Omit<TableProps, 'children'> & {
  columns: FiguresColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Each body row's `data-testid`: one for all rows, or one per row. */
  rowTestId?: string | ((row: Row) => string);
  rowSx?: SxProps<Theme>;
};

/** Rows the back office reads from an API call outside react-admin's lists (balances, approvals, a ledger check), one column per figure. */
export const FiguresTable = <Row,>({ columns, rows, rowKey, rowTestId, rowSx, size = 'small', ...tableProps }: FiguresTableProps<Row>) => {
  const translate = useTranslate();
  return (
    <Table size={size} {...tableProps}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column.key ?? index} align={column.align}>
              {column.header && translate(column.header, { _: column.header })}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={rowKey(row)} sx={rowSx} data-testid={typeof rowTestId === 'function' ? rowTestId(row) : rowTestId}>
            {columns.map((column, index) => (
              <TableCell key={column.key ?? index} align={column.align} sx={column.sx} title={column.cellTitle?.(row)}>
                {column.cell(row, rowIndex)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
