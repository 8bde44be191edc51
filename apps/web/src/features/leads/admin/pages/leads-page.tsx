import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_STATUSES, type Lead } from '@saathi/shared';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { ExportCsvButton } from '../../../../components/admin/export-csv-button';
import {
  ListToolbar,
  MatchCount,
  pagingFrom,
  UrlPager,
} from '../../../../components/admin/list-controls';
import { QueryView } from '../../../../components/admin/query-view';
import { SelectField } from '../../../../components/ui/select-field';
import { toast } from '../../../../components/ui/toast';
import { useSearchBox } from '../../../../hooks/use-search-box';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { errorMessage } from '../../../../lib/error-message';
import { exportLeads } from '../../api/export-leads';
import { useLeads, type LeadFilters, type LeadPage } from '../../api/get-leads';
import { leadKeys } from '../../query-keys';
import { updateLead, type LeadChange } from '../../api/update-lead';
import { LeadNotesModal } from '../components/lead-notes-modal';
import { LEAD_STATUS_LABEL } from '../components/lead-status';
import { LeadsTable } from '../components/leads-table';
import { pageCountOf } from '../../../../components/ui/pager';

export const LEAD_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULTS = { q: '', status: '', page: '1', limit: '10' };

/** Leads from the lead form: search, filter, page, change status and notes, export. */
export default function LeadsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const [search, setSearch] = useSearchBox(params.q, setParams);
  const [savingId, setSavingId] = useState<number | null>(null);
  const [notesFor, setNotesFor] = useState<Lead | null>(null);

  const filters: LeadFilters = {
    q: params.q,
    status: params.status,
    ...pagingFrom(params, LEAD_PAGE_SIZES, 10),
  };
  const leads = useLeads(filters);

  const change = async (lead: Lead, changes: LeadChange) => {
    const updated = await updateLead(lead.id, changes);
    queryClient.setQueryData<LeadPage>(leadKeys.list(filters), (current) =>
      current
        ? { ...current, items: current.items.map((item) => (item.id === lead.id ? updated : item)) }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: leadKeys.all(), refetchType: 'none' });
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

  const filtered = Boolean(filters.q || filters.status);

  return (
    <section>
      <AdminPageHeader
        title="Leads"
        description="People who asked to join the business through the lead form."
        actions={<ExportCsvButton onExport={() => exportLeads(filters)} />}
      />
      <ListToolbar
        searchLabel="Search"
        placeholder="Name, mobile or email"
        search={search}
        onSearch={setSearch}
      >
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
        <MatchCount total={leads.data?.total} one="lead" many="leads" />
      </ListToolbar>
      <QueryView
        query={leads}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: filtered ? 'No leads match these filters' : 'No leads yet',
          description: filtered
            ? 'Try another search or status.'
            : 'Leads arrive when visitors fill in the form on the company and contact pages.',
        }}
      >
        {(data) => (
          <div className={`space-y-4 ${leads.isPlaceholderData ? 'opacity-60' : ''}`}>
            <LeadsTable
              leads={data.items}
              savingId={savingId}
              onStatus={(lead, status) => void changeStatus(lead, status)}
              onNotes={setNotesFor}
            />
            <UrlPager
              page={filters.page}
              pageCount={pageCountOf(data.total, data.limit)}
              limit={filters.limit}
              sizes={LEAD_PAGE_SIZES}
              setParams={setParams}
              label="Lead pages"
            />
          </div>
        )}
      </QueryView>
      {notesFor ? (
        <LeadNotesModal lead={notesFor} onSave={saveNotes} onClose={() => setNotesFor(null)} />
      ) : null}
    </section>
  );
}
