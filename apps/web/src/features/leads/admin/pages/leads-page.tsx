import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_STATUSES, type Lead } from '@saathi/shared';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { FilterSelect } from '../../../../components/admin/list-controls';
import { toast } from '../../../../components/ui/toast';
import { useListParams } from '../../../../hooks/use-list-params';
import { errorMessage } from '../../../../lib/error-message';
import { exportLeads } from '../../api/export-leads';
import { useLeads, type LeadFilters, type LeadPage } from '../../api/get-leads';
import { leadKeys } from '../../query-keys';
import { updateLead, type LeadChange } from '../../api/update-lead';
import { LeadNotesModal } from '../components/lead-notes-modal';
import { useConsoleContentT } from '../messages';
import { LEAD_STATUS_KEYS } from '../components/lead-status';
import { LeadsTable } from '../components/leads-table';

export const LEAD_PAGE_SIZES = [10, 20, 50] as const;
const FILTERS = { q: '', status: '' };

/** Leads from the lead form: search, filter, page, change status and notes, export. */
export default function LeadsPage() {
  const queryClient = useQueryClient();
  const t = useConsoleContentT();
  const list = useListParams(FILTERS, LEAD_PAGE_SIZES);
  const [savingId, setSavingId] = useState<number | null>(null);
  const [notesFor, setNotesFor] = useState<Lead | null>(null);

  const filters: LeadFilters = { ...list.filters, ...list.paging };
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
      toast.success(`${lead.name}: ${t(LEAD_STATUS_KEYS[status])}`);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setSavingId(null);
    }
  };

  const saveNotes = async (notes: string) => {
    if (!notesFor) return;
    await change(notesFor, { notes });
    toast.success(t('consoleContent.notesSaved'));
    setNotesFor(null);
  };

  const filtered = Boolean(filters.q || filters.status);

  return (
    <AdminListPage
      title={t('consoleContent.leadsTitle')}
      description={t('consoleContent.leadsDescription')}
      onExport={() => exportLeads(filters)}
      list={list}
      search={{
        label: t('consoleContent.search'),
        placeholder: t('consoleContent.leadsSearchHint'),
      }}
      filters={
        <FilterSelect
          label={t('consoleContent.status')}
          value={filters.status}
          values={CONTACT_STATUSES}
          labels={
            Object.fromEntries(
              CONTACT_STATUSES.map((status) => [status, t(LEAD_STATUS_KEYS[status])]),
            ) as Record<Lead['status'], string>
          }
          anyLabel={t('consoleContent.allStatuses')}
          onChange={(status) => list.setFilters({ status })}
        />
      }
      count={{ one: t('consoleContent.leadOne'), many: t('consoleContent.leadMany') }}
      query={leads}
      empty={{
        title: t(filtered ? 'consoleContent.leadsNoMatchTitle' : 'consoleContent.leadsEmptyTitle'),
        description: t(
          filtered ? 'consoleContent.leadsNoMatchText' : 'consoleContent.leadsEmptyText',
        ),
      }}
      pager={t('consoleContent.leadPages')}
      dialogs={
        notesFor ? (
          <LeadNotesModal lead={notesFor} onSave={saveNotes} onClose={() => setNotesFor(null)} />
        ) : null
      }
    >
      {(data) => (
        <LeadsTable
          leads={data.items}
          savingId={savingId}
          onStatus={(lead, status) => void changeStatus(lead, status)}
          onNotes={setNotesFor}
        />
      )}
    </AdminListPage>
  );
}
