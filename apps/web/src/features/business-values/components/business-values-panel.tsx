import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  BV_BANDS,
  BV_DEFAULT_PAGE_SIZE,
  BV_PAGE_SIZES,
  BV_SORTS,
  BV_TABS,
  type BvTab,
} from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { saveBlob } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';
import { exportBvTab, useBvPoints, type BvTabQuery } from '../api/get-bv-points';
import { BV_BAND_KEYS, BV_SORT_KEYS, BV_TAB_KEYS, useBusinessValuesT } from '../messages';
import { bvKeys } from '../query-keys';
import { BvSummary } from './bv-summary';
import { BvTransactionRow } from './bv-transaction-row';
import { pageCountOf } from '../../../components/ui/pager';

const ZERO = { totalPoints: 0, pendingPoints: 0, confirmedPoints: 0, cancelledPoints: 0 };
const SEARCH_DELAY_MS = 300;

/**
 * The Business Values page's body for one user (spec part 1 §2): the totals, three tabs with
 * count badges (Pending first), and per tab search, sort, amount band, page size, pager, Export
 * (the tab as CSV) and Refresh. The server filters and pages (decision 0042); changing the
 * search, band or sort goes back to page 1.
 */
export function BusinessValuesPanel({ userId }: { userId: number }) {
  const t = useBusinessValuesT();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<BvTab>('pending');
  const [search, setSearch] = useState('');
  const [controls, setControls] = useState<Omit<BvTabQuery, 'tab' | 'q'>>({
    page: 1,
    size: BV_DEFAULT_PAGE_SIZE,
    sort: 'date',
    band: 'all',
  });
  const [exporting, setExporting] = useState(false);
  const q = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const [appliedQ, setAppliedQ] = useState(q);
  if (appliedQ !== q) {
    setAppliedQ(q);
    setControls((current) => ({ ...current, page: 1 }));
  }
  const query: BvTabQuery = { tab, q, ...controls };
  const points = useBvPoints(userId, query);

  if (points.isPending) {
    return (
      <div role="status" className="flex flex-col items-center py-16 text-center">
        <span className="mb-4 size-10 animate-spin rounded-full border-4 border-brand border-t-transparent" />
        <p className="text-lg font-semibold text-neutral-900">{t('businessValues.loadingTitle')}</p>
        <p className="mt-1 text-neutral-600">{t('businessValues.loadingText')}</p>
      </div>
    );
  }
  const data = points.data;
  const rows = data?.transactions[tab] ?? [];
  const total = data?.page.total ?? 0;
  const change = (next: Partial<typeof controls>) =>
    setControls((current) => ({ ...current, page: 1, ...next }));

  const download = async () => {
    setExporting(true);
    try {
      saveBlob(await exportBvTab(userId, query), `business-values-${tab}.csv`);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <BvSummary data={data ?? ZERO} />
      {points.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('businessValues.fetchFailed')}
        </p>
      ) : null}
      <Tabs
        label={t('businessValues.tabsLabel')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setControls((current) => ({ ...current, page: 1 }));
        }}
        options={BV_TABS.map((value) => ({
          value,
          label: (
            <span className="inline-flex items-center gap-2">
              {t(BV_TAB_KEYS[value])}
              <span
                data-testid={`bv-count-${value}`}
                className="rounded-full bg-neutral-100 px-2 text-xs text-neutral-800"
              >
                {data?.counts[value] ?? 0}
              </span>
            </span>
          ),
        }))}
      >
        <section aria-labelledby="bv-list-title" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="bv-list-title" className="text-lg font-semibold text-neutral-900">
                {t('businessValues.tabTransactions', { tab: t(BV_TAB_KEYS[tab]) })}
              </h2>
              <p className="text-sm text-neutral-600" data-testid="bv-found">
                {t('businessValues.count', { count: total })}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                onClick={() => void download()}
                busy={exporting}
                busyText={t('businessValues.exporting')}
              >
                {t('businessValues.export')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void queryClient.invalidateQueries({ queryKey: bvKeys.all() })}
                busy={points.isFetching}
                busyText={t('businessValues.refresh')}
              >
                {t('businessValues.refresh')}
              </Button>
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('businessValues.search')}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('businessValues.searchPlaceholder')}
            />
            <SelectField
              label={t('businessValues.sort')}
              value={controls.sort}
              onChange={(event) => change({ sort: event.target.value as BvTabQuery['sort'] })}
            >
              {BV_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(BV_SORT_KEYS[sort])}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('businessValues.amount')}
              value={controls.band}
              onChange={(event) => change({ band: event.target.value as BvTabQuery['band'] })}
            >
              {BV_BANDS.map((band) => (
                <option key={band} value={band}>
                  {t(BV_BAND_KEYS[band])}
                </option>
              ))}
            </SelectField>
          </div>
          {rows.length === 0 ? (
            <EmptyState
              title={t('businessValues.noTransactions')}
              description={
                q ? t('businessValues.noMatch', { term: q }) : t('businessValues.noneInCategory')
              }
            />
          ) : (
            <ul
              className={`rounded-xl border border-neutral-200 bg-white ${points.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {rows.map((row) => (
                <BvTransactionRow key={row.id} row={row} />
              ))}
            </ul>
          )}
          <Pager
            page={controls.page}
            pageCount={pageCountOf(total, controls.size)}
            onPage={(page) => setControls((current) => ({ ...current, page }))}
            limit={controls.size}
            pageSizes={BV_PAGE_SIZES}
            onLimit={(size) => change({ size })}
            label={t('businessValues.pages')}
          />
        </section>
      </Tabs>
    </div>
  );
}
