import { useState } from 'react';
import { STOCK_SORTS, type StockEntry, type StockSort } from '@saathi/shared';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { SortSelect } from '../../../../components/admin/list-controls';
import { useConfirmedRemoval } from '../../../../components/admin/use-confirmed-removal';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../components/ui/toast';
import { useListParams } from '../../../../hooks/use-list-params';
import {
  useStock,
  useStockMutations,
  type StockFilters,
  type StockInput,
} from '../../api/admin-stock';
import { StockForm } from '../components/stock/stock-form';
import { StockTable } from '../components/stock/stock-table';
import { useConsoleRowsT } from '../../../../components/admin/row-messages';
import { useConsoleStockT } from '../stock-messages';

const STOCK_PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { q: '', sort: 'name', lowStock: '' };

const SORT_KEYS = {
  name: 'consoleStock.sortProduct',
  quantity_asc: 'consoleStock.sortQuantityAsc',
  quantity_desc: 'consoleStock.sortQuantityDesc',
} as const satisfies Record<StockSort, string>;

/** /dashboard/stock: quantities and alert levels; ?lowStock=true shows what is running low. */
export default function StockAdminPage() {
  const list = useListParams(FILTERS, STOCK_PAGE_SIZES);
  const { setFilters } = list;
  const { save, remove } = useStockMutations();
  const [editing, setEditing] = useState<StockEntry | null>(null);
  // A new key gives an empty form after a save or a cancelled edit.
  const [formKey, setFormKey] = useState(0);
  const t = useConsoleStockT();
  const rowsT = useConsoleRowsT();
  const sortOptions = STOCK_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }));
  const views = [
    { value: 'all', label: t('consoleStock.allStock') },
    { value: 'low', label: t('consoleStock.lowStock') },
  ] as const;

  const filters: StockFilters = {
    q: list.filters.q,
    sort: STOCK_SORTS.find((sort) => sort === list.filters.sort) ?? 'name',
    lowStock: list.filters.lowStock === 'true',
    ...list.paging,
  };
  const query = useStock(filters);

  const resetForm = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  const saveEntry = async (input: StockInput, productName: string) => {
    await save.mutateAsync(input);
    toast.success(t('consoleStock.saved', { name: productName }));
    resetForm();
  };

  const removal = useConfirmedRemoval(async (entry: StockEntry) => {
    await remove.mutateAsync(entry.id);
    toast.success(t('consoleStock.removed', { name: entry.productName }));
    if (editing?.id === entry.id) resetForm();
  });

  const filtered = Boolean(filters.q || filters.lowStock);
  return (
    <AdminListPage
      title={t('consoleStock.title')}
      description={t('consoleStock.description')}
      above={
        <StockForm
          key={editing ? `edit-${editing.id}` : `new-${formKey}`}
          entry={editing}
          saving={save.isPending}
          onSave={saveEntry}
          onCancelEdit={resetForm}
        />
      }
      tabs={{
        label: t('consoleStock.whichStock'),
        value: filters.lowStock ? 'low' : 'all',
        options: views,
        onChange: (view) => setFilters({ lowStock: view === 'low' ? 'true' : '' }),
      }}
      list={list}
      search={{ label: t('consoleStock.search'), placeholder: t('consoleStock.searchHint') }}
      filters={
        <SortSelect
          value={filters.sort}
          options={sortOptions}
          onChange={(sort) => setFilters({ sort })}
        />
      }
      count={{ one: t('consoleStock.countOne'), many: t('consoleStock.countMany') }}
      query={query}
      empty={
        filtered
          ? {
              title: filters.q ? t('consoleStock.noMatchTitle') : t('consoleStock.nothingLowTitle'),
              description: filters.q
                ? t('consoleStock.noMatchText')
                : t('consoleStock.nothingLowText'),
            }
          : {
              title: t('consoleStock.emptyTitle'),
              description: t('consoleStock.emptyText'),
            }
      }
      pager={t('consoleStock.pages')}
      dialogs={
        <ConfirmDialog
          {...removal.dialog}
          title={t('consoleStock.removeTitle')}
          confirmLabel={rowsT('consoleRows.remove')}
          cancelLabel={rowsT('consoleRows.cancel')}
          busyLabel={t('consoleStock.removing')}
        >
          {removal.target ? (
            <p>{t('consoleStock.removeText', { name: removal.target.productName })}</p>
          ) : null}
        </ConfirmDialog>
      }
    >
      {(data) => <StockTable entries={data.items} onEdit={setEditing} onRemove={removal.ask} />}
    </AdminListPage>
  );
}
