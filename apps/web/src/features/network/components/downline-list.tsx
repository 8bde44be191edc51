import { useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast';
import { saveBlob } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';
import { exportDownline, useDownlinePages } from '../api/get-downline';
import { useNetworkT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

const ROW_HEIGHT = 56;

/**
 * The downline by level in genealogy order: a virtualised list (only the rows in view are in the
 * page) that loads 100 more as it nears the end, with the members per level and a CSV export.
 */
export function DownlineList({ rootId }: { rootId: number }) {
  const t = useNetworkT();
  const dates = useDates();
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const pages = useDownlinePages(rootId, { level });
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const first = pages.data?.pages[0];
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands out functions the React Compiler cannot memoise; this component is
  // left uncompiled, as its documentation advises.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  if (
    rows.at(-1) &&
    rows.at(-1)!.index >= items.length - 20 &&
    pages.hasNextPage &&
    !pages.isFetchingNextPage
  ) {
    void pages.fetchNextPage();
  }

  const download = async () => {
    setExporting(true);
    try {
      saveBlob(
        await exportDownline(rootId, level),
        `downline${level ? `-level-${level}` : ''}.csv`,
      );
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('network.level')}
          value={level ?? ''}
          onChange={(event) =>
            setLevel(event.target.value ? Number(event.target.value) : undefined)
          }
          className="w-56"
        >
          <option value="">
            {t('network.allLevels', {
              count: first?.node.downlineCount.toLocaleString('en-IN') ?? 0,
            })}
          </option>
          {(first?.levels ?? []).map((entry) => (
            <option key={entry.level} value={entry.level}>
              {t('network.levelMembers', {
                level: entry.level,
                count: entry.members.toLocaleString('en-IN'),
              })}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          onClick={() => void download()}
          busy={exporting}
          busyText={t('network.exporting')}
        >
          {t('network.exportCsv')}
        </Button>
        <p className="text-sm text-neutral-600" data-testid="downline-total">
          {t('network.members', { count: (first?.total ?? 0).toLocaleString('en-IN') })}
        </p>
      </div>
      <div
        ref={scrollRef}
        data-testid="downline-list"
        className="h-[480px] overflow-auto rounded-xl border border-neutral-200 bg-white"
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {rows.map((row) => {
            const node = items[row.index]!;
            return (
              <div
                key={node.id}
                data-testid="downline-row"
                className="absolute inset-x-0 flex items-center gap-3 border-b border-neutral-100 px-4 text-sm"
                style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              >
                <span className="w-16 shrink-0 text-neutral-600">
                  {t('network.levelShort', { level: node.level })}
                </span>
                <span className="min-w-0 flex-1 truncate font-semibold text-neutral-900">
                  {node.name}{' '}
                  <span className="font-normal text-neutral-600">{node.referralCode}</span>
                </span>
                <span className="hidden w-28 text-neutral-600 sm:block">
                  {dates.date(node.joinedAt)}
                </span>
                <span className="w-28 text-right">
                  {t('network.rowBv', { points: node.personalBv.toLocaleString('en-IN') })}
                </span>
                <span className="hidden w-32 text-right md:block">
                  {t('network.rowGroup', { points: node.groupBv.toLocaleString('en-IN') })}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
