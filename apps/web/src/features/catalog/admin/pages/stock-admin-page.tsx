import { useState } from 'react';
import { STOCK_SORTS, type StockEntry, type StockSort } from '@saathi/shared';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { SortSelect } from '../../../../components/admin/list-controls';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../components/ui/toast';
import { useListParams } from '../../../../hooks/use-list-params';
import { errorMessage } from '../../../../lib/error-message';
import {
  useStock,
  useStockMutations,
  type StockFilters,
  type StockInput,
} from '../../api/admin-stock';
import { StockForm } from '../components/stock/stock-form';
import { StockTable } from '../components/stock/stock-table';

const STOCK_PAGE_SIZES = [20, 50, 100] as const;
const FILTERS = { q: '', sort: 'name', lowStock: '' };

const SORT_LABEL: Record<StockSort, string> = {
  name: 'Product A–Z',
  quantity_asc: 'Quantity: lowest first',
  quantity_desc: 'Quantity: highest first',
};
const SORT_OPTIONS = STOCK_SORTS.map((value) => ({ value, label: SORT_LABEL[value] }));
const VIEWS = [
  { value: 'all', label: 'All stock' },
  { value: 'low', label: 'Low stock' },
] as const;

/** /dashboard/stock: quantities and alert levels; ?lowStock=true shows what is running low. */
export default function StockAdminPage() {
  const list = useListParams(FILTERS, STOCK_PAGE_SIZES);
  const { setFilters } = list;
  const { save, remove } = useStockMutations();
  const [editing, setEditing] = useState<StockEntry | null>(null);
  // A new key gives an empty form after a save or a cancelled edit.
  const [formKey, setFormKey] = useState(0);
  const [toRemove, setToRemove] = useState<StockEntry | null>(null);

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
    toast.success(`Stock saved for ${productName}`);
    resetForm();
  };

  const removeEntry = async () => {
    if (!toRemove) return;
    try {
      await remove.mutateAsync(toRemove.id);
      toast.success(`Stock entry of ${toRemove.productName} removed`);
      if (editing?.id === toRemove.id) resetForm();
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setToRemove(null);
    }
  };

  const filtered = Boolean(filters.q || filters.lowStock);
  return (
    <AdminListPage
      title="Stock"
      description="Quantities and alert levels of the range; what is running low."
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
        label: 'Which stock',
        value: filters.lowStock ? 'low' : 'all',
        options: VIEWS,
        onChange: (view) => setFilters({ lowStock: view === 'low' ? 'true' : '' }),
      }}
      list={list}
      search={{ label: 'Search stock', placeholder: 'Product name' }}
      filters={
        <SortSelect
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => setFilters({ sort })}
        />
      }
      count={{ one: 'entry', many: 'entries' }}
      query={query}
      empty={
        filtered
          ? {
              title: filters.q ? 'No stock matches this search' : 'Nothing is running low',
              description: filters.q
                ? 'Try another product name.'
                : 'Every stocked product is above its alert quantity.',
            }
          : {
              title: 'No stock entries yet',
              description: 'Set the first product’s stock with the form above.',
            }
      }
      pager="Stock pages"
      dialogs={
        <ConfirmDialog
          open={toRemove !== null}
          title="Remove this stock entry?"
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={remove.isPending}
          onConfirm={() => void removeEntry()}
          onCancel={() => setToRemove(null)}
        >
          {toRemove ? (
            <p>
              “{toRemove.productName}” will show as out of stock in the shop until its stock is set
              again.
            </p>
          ) : null}
        </ConfirmDialog>
      }
    >
      {(data) => <StockTable entries={data.items} onEdit={setEditing} onRemove={setToRemove} />}
    </AdminListPage>
  );
}
