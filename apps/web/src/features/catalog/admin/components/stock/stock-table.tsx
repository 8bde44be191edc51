import type { StockEntry } from '@saathi/shared';
import { AdminTable, tdClass } from '../../../../../components/admin/admin-table';
import { RowActions } from '../../../../../components/admin/row-actions';
import { Badge } from '../../../../../components/ui/badge';
import { useConsoleStockT } from '../../stock-messages';

const COLUMN_KEYS = [
  'consoleStock.product',
  'consoleStock.quantity',
  'consoleStock.alertQuantity',
  'consoleStock.status',
  'consoleStock.actions',
] as const;

function StockStatus({ entry }: { entry: StockEntry }) {
  const t = useConsoleStockT();
  if (entry.quantity === 0) return <Badge tone="danger">{t('consoleStock.outOfStock')}</Badge>;
  if (entry.isLow) return <Badge tone="warning">{t('consoleStock.lowStock')}</Badge>;
  return <Badge tone="success">{t('consoleStock.inStock')}</Badge>;
}

/** Stock entries; those at or below their alert quantity stand out in amber, with a badge. */
export function StockTable({
  entries,
  onEdit,
  onRemove,
}: {
  entries: readonly StockEntry[];
  onEdit: (entry: StockEntry) => void;
  onRemove: (entry: StockEntry) => void;
}) {
  const t = useConsoleStockT();
  return (
    <AdminTable columns={COLUMN_KEYS.map((key) => t(key))} testId="stock-table" minWidth="44rem">
      {entries.map((entry) => (
        <tr
          key={entry.id}
          data-testid="stock-row"
          data-low={entry.isLow || undefined}
          className={entry.isLow ? 'bg-amber-50 hover:bg-amber-100' : 'hover:bg-neutral-50'}
        >
          <td
            className={`${tdClass} border-l-4 font-semibold break-words ${
              entry.isLow ? 'border-l-amber-500' : 'border-l-transparent'
            }`}
          >
            {entry.productName}
            {entry.variantLabel ? (
              <span className="block text-sm font-normal text-neutral-700">
                {entry.variantLabel}
              </span>
            ) : null}
          </td>
          <td
            className={`${tdClass} tabular-nums ${entry.isLow ? 'font-bold text-amber-900' : ''}`}
          >
            {entry.quantity.toLocaleString('en-IN')}
          </td>
          <td className={`${tdClass} tabular-nums`}>
            {entry.alertQuantity.toLocaleString('en-IN')}
          </td>
          <td className={tdClass}>
            <StockStatus entry={entry} />
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>
            <RowActions
              name={t('consoleStock.stockOf', { name: entry.productName })}
              edit={() => onEdit(entry)}
              onDelete={() => onRemove(entry)}
              deleteVerb="Remove"
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
