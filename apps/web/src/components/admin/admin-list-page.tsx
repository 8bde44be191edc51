import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListControls } from '../../hooks/use-list-params';
import { pageCountOf } from '../ui/pager';
import { Tabs } from '../ui/tabs';
import { AdminPageHeader } from './admin-page-header';
import { AdminTable } from './admin-table';
import { ExportCsvButton } from './export-csv-button';
import { ListToolbar, MatchCount, UrlPager } from './list-controls';
import { QueryView, type QueryViewProps } from './query-view';

/** A page of rows with how many match in all, or every row of a short list. */
type ListData = readonly unknown[] | { items: readonly unknown[]; total: number; limit: number };

const rowsOf = (data: ListData) => ('items' in data ? data.items : data);

interface ListTabs<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}

interface ListTable {
  columns: readonly string[];
  testId: string;
  minWidth?: string;
}

/** The search box and the pager read and write the list's state in the URL (useListParams). */
type UrlParts =
  | {
      list: ListControls;
      /** The search box's label and hint. */
      search?: { label: string; placeholder?: string };
      /** The pager's accessible name ("Order pages"); on paged data only. */
      pager?: string;
    }
  | { list?: undefined; search?: undefined; pager?: undefined };

type AdminListPageProps<D extends ListData, T extends string> = UrlParts & {
  title: string;
  description?: string;
  /** The header's buttons and links ("Add product"). */
  actions?: ReactNode;
  /** Adds "Export CSV" to the header: the rows the filters select, as a file. */
  onExport?: () => Promise<void>;
  /** Between the header and the list, above any tabs: a form that adds to the list. */
  above?: ReactNode;
  /** Tabs over the toolbar and the list, each a view of it. */
  tabs?: ListTabs<T>;
  /** First in the tab's panel: what belongs to the selected tab (its upload form). */
  intro?: ReactNode;
  /** The toolbar's sort and filters, after the search box. */
  filters?: ReactNode;
  /** "12 orders": the nouns for one row and for several; on paged data only. */
  count?: { one: string; many: string };
  query: UseQueryResult<D>;
  empty: QueryViewProps<D>['empty'];
  skeleton?: QueryViewProps<D>['skeleton'];
  /** With it the children are the rows of an AdminTable; without, they draw the whole list. */
  table?: ListTable;
  children: (data: D) => ReactNode;
  /** After the list: the dialogs its rows open. */
  dialogs?: ReactNode;
};

/**
 * A console list page: the header (with the CSV export), the toolbar (search, sort, filters, how
 * many match), the list's loading, error and empty states, the rows, and the pager; optionally
 * tabs over the toolbar and the list.
 */
export function AdminListPage<D extends ListData, T extends string>(
  props: AdminListPageProps<D, T>,
) {
  const { title, description, actions, onExport, above, tabs, intro, dialogs } = props;
  const body = (
    <>
      {intro ? <div className="mb-6">{intro}</div> : null}
      <ListPageToolbar {...props} />
      <QueryView
        query={props.query}
        isEmpty={(data) => rowsOf(data).length === 0}
        empty={props.empty}
        skeleton={props.skeleton}
      >
        {(data) => <ListPageRows {...props} data={data} />}
      </QueryView>
    </>
  );
  return (
    <section>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          onExport ? (
            <>
              {actions}
              <ExportCsvButton onExport={onExport} />
            </>
          ) : (
            actions
          )
        }
      />
      {above}
      {tabs ? <Tabs {...tabs}>{body}</Tabs> : body}
      {dialogs}
    </section>
  );
}

function ListPageToolbar<D extends ListData, T extends string>({
  list,
  search,
  filters,
  count,
  query,
}: AdminListPageProps<D, T>) {
  if (!search && !filters && !count) return null;
  const total = query.data && 'total' in query.data ? query.data.total : undefined;
  return (
    <ListToolbar
      search={
        search && list ? { ...search, value: list.search, onChange: list.setSearch } : undefined
      }
    >
      {filters}
      {count ? <MatchCount total={total} one={count.one} many={count.many} /> : null}
    </ListToolbar>
  );
}

function ListPageRows<D extends ListData, T extends string>({
  data,
  table,
  children,
  list,
  pager,
  query,
}: AdminListPageProps<D, T> & { data: D }) {
  const rows = table ? <AdminTable {...table}>{children(data)}</AdminTable> : children(data);
  if (!list || !pager || !('total' in data)) return rows;
  return (
    // Rows of the last answer stay, dimmed, while the next page loads.
    <div className={query.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
      {rows}
      <UrlPager
        page={list.paging.page}
        pageCount={pageCountOf(data.total, data.limit)}
        limit={list.paging.limit}
        sizes={list.sizes}
        setParams={list.setParams}
        label={pager}
      />
    </div>
  );
}
