import type { ReactNode } from 'react';

export const thClass =
  'sticky top-0 z-10 border-b border-neutral-200 bg-neutral-100 px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-700 uppercase';
export const tdClass = 'border-b border-neutral-100 px-3 py-2 align-middle';

/** A dense table whose header stays in view while the rows scroll. */
export function AdminTable({
  columns,
  children,
  testId,
  minWidth = '40rem',
}: {
  columns: readonly string[];
  children: ReactNode;
  testId?: string;
  minWidth?: string;
}) {
  return (
    <div className="max-h-[70vh] overflow-auto rounded-xl border border-neutral-200 bg-white">
      <table data-testid={testId} className="w-full text-sm" style={{ minWidth }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={thClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
