type RowHeaderTableProps = {
  caption: string;
  /** The column headers, the row headers' column first. */
  columns: readonly string[];
  /** Each row's cells, its header first; the headers must be unique: they are the keys. */
  rows: readonly (readonly string[])[];
  className?: string;
};

/** A captioned data table whose first cell in each row heads that row, as screen readers announce it. */
export function RowHeaderTable({ caption, columns, rows, className }: RowHeaderTableProps) {
  return (
    <table className={className ? `data-table ${className}` : 'data-table'}>
      <caption>{caption}</caption>
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
        {rows.map(([header = '', ...cells]) => (
          <tr key={header}>
            <th scope="row">{header}</th>
            {cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
