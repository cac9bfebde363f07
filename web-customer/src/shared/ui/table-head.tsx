import type { ReactNode } from 'react';

// A column's heading: its words, or its words with the class its cells share (e.g. "num").
export type TableColumn = ReactNode | { label: ReactNode; className: string };

interface TableHeadProps {
  columns: readonly TableColumn[];
  // Whether each heading says scope="col".
  scoped?: boolean;
}

const isClassed = (column: TableColumn): column is { label: ReactNode; className: string } =>
  typeof column === 'object' && column !== null && 'className' in column && 'label' in column;

// The one heading row of a data table.
export const TableHead = ({ columns, scoped = false }: TableHeadProps) => (
  <thead>
    <tr>
      {columns.map((column, index) => (
        <th key={index} scope={scoped ? 'col' : undefined} className={isClassed(column) ? column.className : undefined}>
          {isClassed(column) ? column.label : column}
        </th>
      ))}
    </tr>
  </thead>
);
