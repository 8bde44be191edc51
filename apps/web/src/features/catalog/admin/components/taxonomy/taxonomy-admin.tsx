import { useState } from 'react';
import { AdminPageHeader } from '../../../../../components/admin/admin-page-header';
import { ListToolbar, SortSelect, UrlPager } from '../../../../../components/admin/list-controls';
import { QueryView } from '../../../../../components/admin/query-view';
import { Button } from '../../../../../components/ui/button';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { toast } from '../../../../../components/ui/toast';
import { useListParams } from '../../../../../hooks/use-list-params';
import { errorMessage } from '../../../../../lib/error-message';
import {
  useAdminTaxonomy,
  useTaxonomyMutations,
  type TaxonomyItem,
  type TaxonomySave,
} from '../../../api/admin-taxonomy';
import { capitalise, type TaxonomyAdminConfig } from './taxonomy-config';
import { TaxonomyFormModal } from './taxonomy-form-modal';
import { arrangeTaxonomy, TAXONOMY_SORTS, toTaxonomySort } from './taxonomy-list';
import { TaxonomyTable } from './taxonomy-table';

const TAXONOMY_PAGE_SIZES = [10, 20, 50] as const;
const FILTERS = { q: '', sort: 'name' };

/** "new" while adding, the item while editing, null when the form is closed. */
type Editing<T> = T | 'new' | null;

/**
 * The console page of categories or brands: search, sort and paging in the URL (done here: the
 * lists are short), add and edit in a modal, soft delete with a confirmation, restore.
 */
export function TaxonomyAdmin<T extends TaxonomyItem>({
  config,
}: {
  config: TaxonomyAdminConfig<T>;
}) {
  const query = useAdminTaxonomy(config.api);
  const { save, remove, restore } = useTaxonomyMutations(config.api);
  const list = useListParams(FILTERS, TAXONOMY_PAGE_SIZES, 20);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);

  const Noun = capitalise(config.noun);
  const sort = toTaxonomySort(list.filters.sort);
  const { page: urlPage, limit } = list.paging;

  const saveItem = async (input: TaxonomySave) => {
    await save.mutateAsync(input);
    toast.success(input.id ? `${Noun} saved` : `${Noun} added`);
    setEditing(null);
  };

  const deleteItem = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success(`${Noun} deleted`);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setToDelete(null);
    }
  };

  const restoreItem = async (item: T) => {
    try {
      await restore.mutateAsync(item);
      toast.success(`${item.name} restored`);
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };

  return (
    <section>
      <AdminPageHeader
        title={config.title}
        description={config.description}
        actions={<Button onClick={() => setEditing('new')}>Add {config.noun}</Button>}
      />
      <ListToolbar
        search={{ label: `Search ${config.plural}`, value: list.search, onChange: list.setSearch }}
      >
        <SortSelect
          value={sort}
          options={TAXONOMY_SORTS}
          onChange={(next) => list.setFilters({ sort: next })}
        />
      </ListToolbar>
      <QueryView
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={{
          title: `No ${config.plural} yet`,
          description: `Add the first ${config.noun} with the button above.`,
        }}
      >
        {(items) => {
          const matches = arrangeTaxonomy(items, {
            q: list.filters.q,
            sort,
            searchText: config.searchText,
          });
          const pageCount = Math.max(1, Math.ceil(matches.length / limit));
          const page = Math.min(pageCount, urlPage);
          const rows = matches.slice((page - 1) * limit, page * limit);
          return (
            <div className="space-y-4">
              <p className="text-sm text-neutral-700" aria-live="polite">
                {matches.length === items.length
                  ? `${items.length} ${items.length === 1 ? config.noun : config.plural}`
                  : `${matches.length} of ${items.length} ${config.plural}`}
              </p>
              {rows.length === 0 ? (
                <p className="rounded-xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-700">
                  No {config.plural} match “{list.filters.q}”. Try another search.
                </p>
              ) : (
                <TaxonomyTable
                  config={config}
                  items={rows}
                  restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
                  onEdit={setEditing}
                  onDelete={setToDelete}
                  onRestore={(item) => void restoreItem(item)}
                />
              )}
              <UrlPager
                page={page}
                pageCount={pageCount}
                limit={limit}
                sizes={TAXONOMY_PAGE_SIZES}
                setParams={list.setParams}
                label={`${Noun} pages`}
              />
            </div>
          );
        }}
      </QueryView>
      {editing ? (
        <TaxonomyFormModal
          config={config}
          item={editing === 'new' ? null : editing}
          saving={save.isPending}
          onSave={saveItem}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete this ${config.noun}?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => void deleteItem()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? (
          <p>
            “{toDelete.name}” will be hidden from the shop. You can restore it from this list later.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
