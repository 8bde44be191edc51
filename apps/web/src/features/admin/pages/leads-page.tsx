import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_STATUSES, type Lead } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/error-message';
import { exportLeads } from '../../leads/api/export-leads';
import { leadsKey, useLeads, type LeadFilters, type LeadPage } from '../../leads/api/get-leads';
import { updateLead, type LeadChange } from '../../leads/api/update-lead';
import { LeadNotesModal } from '../../leads/components/lead-notes-modal';
import { LEAD_STATUS_LABEL } from '../../leads/components/lead-status';
import { LeadsTable } from '../../leads/components/leads-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { useSearchFilters } from '../components/use-search-filters';

export const LEAD_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULTS = { q: '', status: '', page: '1', limit: '10' };
const SEARCH_DELAY_MS = 300;

/** Leads from the lead form: search, filter, page, change status and notes, export. */
export default function LeadsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [savingId, setSavingId] = useState<number | null>(null);
  const [notesFor, setNotesFor] = useState<Lead | null>(null);
  const [exporting, setExporting] = useState(false);

  // The search reaches the URL once typing pauses (and goes back to page 1).
  const pushed = useRef(params.q);
  useEffect(() => {
    const q = debounced.trim();
    if (q === pushed.current) return;
    pushed.current = q;
    setParams({ q, page: '1' });
  }, [debounced, setParams]);

  const filters: LeadFilters = {
    q: params.q,
    status: params.status,
    page: Math.max(1, Number(params.page) || 1),
    limit: (LEAD_PAGE_SIZES as readonly number[]).includes(Number(params.limit))
      ? Number(params.limit)
      : 10,
  };
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } =
    useLeads(filters);

  const change = async (lead: Lead, changes: LeadChange) => {
    const updated = await updateLead(lead.id, changes);
    queryClient.setQueryData<LeadPage>(leadsKey(filters), (current) =>
      current
        ? { ...current, items: current.items.map((item) => (item.id === lead.id ? updated : item)) }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: ['leads'], refetchType: 'none' });
  };

  const changeStatus = async (lead: Lead, status: Lead['status']) => {
    setSavingId(lead.id);
    try {
      await change(lead, { status });
      toast.success(`${lead.name}: ${LEAD_STATUS_LABEL[status]}`);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setSavingId(null);
    }
  };

  const saveNotes = async (notes: string) => {
    if (!notesFor) return;
    await change(notesFor, { notes });
    toast.success('Notes saved');
    setNotesFor(null);
  };

  const download = async () => {
    setExporting(true);
    try {
      await exportLeads(filters);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setExporting(false);
    }
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const filtered = Boolean(filters.q || filters.status);

  return (
    <section>
      <AdminPageHeader
        title="Leads"
        description="People who asked to join the business through the lead form."
        actions={
          <Button
            variant="secondary"
            onClick={() => void download()}
            busy={exporting}
            busyText="Exporting..."
          >
            Export CSV
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label="Search"
          type="search"
          placeholder="Name, mobile or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-72"
        />
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => setParams({ status: event.target.value, page: '1' })}
          className="w-full sm:w-48"
        >
          <option value="">All statuses</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABEL[status]}
            </option>
          ))}
        </SelectField>
        {data ? (
          <p className="pb-3 text-sm text-neutral-700" aria-live="polite">
            {data.total} {data.total === 1 ? 'lead' : 'leads'}
          </p>
        ) : null}
      </div>
      {isPending ? (
        <div aria-busy="true" className="space-y-2">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-11 w-full" />
          ))}
        </div>
      ) : isError ? (
        <ErrorPanel
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.items.length === 0 ? (
        <EmptyState
          title={filtered ? 'No leads match these filters' : 'No leads yet'}
          description={
            filtered
              ? 'Try another search or status.'
              : 'Leads arrive when visitors fill in the form on the company and contact pages.'
          }
        />
      ) : (
        <div className={`space-y-4 ${isPlaceholderData ? 'opacity-60' : ''}`}>
          <LeadsTable
            leads={data.items}
            savingId={savingId}
            onStatus={(lead, status) => void changeStatus(lead, status)}
            onNotes={setNotesFor}
          />
          <Pager
            page={filters.page}
            pageCount={pageCount}
            onPage={(page) => setParams({ page: String(page) })}
            limit={filters.limit}
            pageSizes={LEAD_PAGE_SIZES}
            onLimit={(limit) => setParams({ limit: String(limit), page: '1' })}
            label="Lead pages"
          />
        </div>
      )}
      {notesFor ? (
        <LeadNotesModal lead={notesFor} onSave={saveNotes} onClose={() => setNotesFor(null)} />
      ) : null}
    </section>
  );
}
