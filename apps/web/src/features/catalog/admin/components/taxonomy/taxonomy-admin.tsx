import { useState } from 'react';
import { AdminPageHeader } from '../../../../../components/admin/admin-page-header';
import { ListToolbar, SortSelect, UrlPager } from '../../../../../components/admin/list-controls';
import { QueryView } from '../../../../../components/admin/query-view';
import { useConfirmedRemoval } from '../../../../../components/admin/use-confirmed-removal';
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
import { useConsoleRowsT } from '../../../../../components/admin/row-messages';
import { useConsoleCatalogT } from '../../catalog-messages';
import type { TaxonomyAdminConfig } from './taxonomy-config';
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

  const t = useConsoleCatalogT();
  const rowsT = useConsoleRowsT();
  const texts = config.texts;
  const sort = toTaxonomySort(list.filters.sort);
  const { page: urlPage, limit } = list.paging;

  const saveItem = async (input: TaxonomySave) => {
    await save.mutateAsync(input);
    toast.success(input.id ? t(texts.saved) : t(texts.added));
    setEditing(null);
  };

  const deletion = useConfirmedRemoval(async (item: T) => {
    await remove.mutateAsync(item.id);
    toast.success(t(texts.deleted));
  });

  const restoreItem = async (item: T) => {
    try {
      await restore.mutateAsync(item);
      toast.success(t('consoleCatalog.restored', { name: item.name }));
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };

  return (
    <section>
      <AdminPageHeader
        title={t(texts.title)}
        description={t(texts.description)}
        actions={<Button onClick={() => setEditing('new')}>{t(texts.add)}</Button>}
      />
      <ListToolbar
        search={{ label: t(texts.search), value: list.search, onChange: list.setSearch }}
      >
        <SortSelect
          value={sort}
          options={TAXONOMY_SORTS.map((option) => ({ ...option, label: t(option.label) }))}
          onChange={(next) => list.setFilters({ sort: next })}
        />
      </ListToolbar>
      <QueryView
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={{
          title: t(texts.emptyTitle),
          description: t(texts.emptyText),
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
                  ? t(texts.count, { count: items.length })
                  : t(texts.matches, { matches: matches.length, total: items.length })}
              </p>
              {rows.length === 0 ? (
                <p className="rounded-xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-700">
                  {t(texts.noMatch, { q: list.filters.q })}
                </p>
              ) : (
                <TaxonomyTable
                  config={config}
                  items={rows}
                  restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
                  onEdit={setEditing}
                  onDelete={deletion.ask}
                  onRestore={(item) => void restoreItem(item)}
                />
              )}
              <UrlPager
                page={page}
                pageCount={pageCount}
                limit={limit}
                sizes={TAXONOMY_PAGE_SIZES}
                setParams={list.setParams}
                label={t(texts.pages)}
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
        {...deletion.dialog}
        title={t(texts.deleteTitle)}
        confirmLabel={rowsT('consoleRows.delete')}
        cancelLabel={rowsT('consoleRows.cancel')}
        busyLabel={t('consoleCatalog.deleting')}
      >
        {deletion.target ? (
          <p>{t('consoleCatalog.hiddenFromShop', { name: deletion.target.name })}</p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
