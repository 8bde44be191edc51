import { useState } from 'react';
import { STOCK_SORTS, type StockEntry, type StockSort } from '@saathi/shared';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import {
  ListToolbar,
  MatchCount,
  pagingFrom,
  UrlPager,
} from '../../../../components/admin/list-controls';
import { QueryView } from '../../../../components/admin/query-view';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Tabs } from '../../../../components/ui/tabs';
import { toast } from '../../../../components/ui/toast';
import { useSearchBox } from '../../../../hooks/use-search-box';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { errorMessage } from '../../../../lib/error-message';
import {
  useStock,
  useStockMutations,
  type StockFilters,
  type StockInput,
} from '../../api/admin-stock';
import { StockForm } from '../components/stock/stock-form';
import { StockTable } from '../components/stock/stock-table';
import { pageCountOf } from '../../../../components/ui/pager';

const STOCK_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS = { q: '', sort: 'name', lowStock: '', page: '1', limit: '20' };

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
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [search, setSearch] = useSearchBox(params.q, setParams);
  const { save, remove } = useStockMutations();
  const [editing, setEditing] = useState<StockEntry | null>(null);
  // A new key gives an empty form after a save or a cancelled edit.
  const [formKey, setFormKey] = useState(0);
  const [toRemove, setToRemove] = useState<StockEntry | null>(null);

  const filters: StockFilters = {
    q: params.q,
    sort: STOCK_SORTS.find((sort) => sort === params.sort) ?? 'name',
    lowStock: params.lowStock === 'true',
    ...pagingFrom(params, STOCK_PAGE_SIZES, 20),
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
    <section>
      <AdminPageHeader
        title="Stock"
        description="Quantities and alert levels of the range; what is running low."
      />
      <StockForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        entry={editing}
        saving={save.isPending}
        onSave={saveEntry}
        onCancelEdit={resetForm}
      />
      <Tabs
        label="Which stock"
        value={filters.lowStock ? 'low' : 'all'}
        options={VIEWS}
        onChange={(view) => setParams({ lowStock: view === 'low' ? 'true' : '', page: '1' })}
      >
        <ListToolbar
          searchLabel="Search stock"
          placeholder="Product name"
          search={search}
          onSearch={setSearch}
          sort={{
            value: filters.sort,
            options: SORT_OPTIONS,
            onChange: (sort) => setParams({ sort, page: '1' }),
          }}
        >
          <MatchCount total={query.data?.total} one="entry" many="entries" />
        </ListToolbar>
        <QueryView
          query={query}
          isEmpty={(data) => data.items.length === 0}
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
        >
          {(data) => (
            <div className={`space-y-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
              <StockTable entries={data.items} onEdit={setEditing} onRemove={setToRemove} />
              <UrlPager
                page={filters.page}
                pageCount={pageCountOf(data.total, data.limit)}
                limit={filters.limit}
                sizes={STOCK_PAGE_SIZES}
                setParams={setParams}
                label="Stock pages"
              />
            </div>
          )}
        </QueryView>
      </Tabs>
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
    </section>
  );
}
