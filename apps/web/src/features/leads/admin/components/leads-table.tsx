import { CONTACT_STATUSES, type Lead } from '@saathi/shared';
import { formatDate, formatPhone } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n/i18n';
import { useConsoleContentT } from '../messages';
import { LEAD_STATUS_KEYS } from './lead-status';

interface LeadsTableProps {
  leads: readonly Lead[];
  /** The lead whose status is being saved. */
  savingId: number | null;
  onStatus: (lead: Lead, status: Lead['status']) => void;
  onNotes: (lead: Lead) => void;
}

const th =
  'sticky top-0 z-10 border-b border-neutral-200 bg-neutral-100 px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-700 uppercase';
const td = 'border-b border-neutral-100 px-3 py-2 align-top';

/** The leads, one row each: status changed in place, notes in a small modal. */
export function LeadsTable({ leads, savingId, onStatus, onNotes }: LeadsTableProps) {
  const t = useConsoleContentT();
  const language = useLanguage();
  return (
    <div className="max-h-[70vh] overflow-auto rounded-xl border border-neutral-200 bg-white">
      <table data-testid="leads-table" className="w-full min-w-[56rem] text-sm">
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t('consoleContent.date')}
            </th>
            <th scope="col" className={th}>
              {t('consoleContent.name')}
            </th>
            <th scope="col" className={th}>
              {t('consoleContent.mobile')}
            </th>
            <th scope="col" className={th}>
              {t('consoleContent.email')}
            </th>
            <th scope="col" className={th}>
              {t('consoleContent.state')}
            </th>
            <th scope="col" className={th}>
              {t('consoleContent.status')}
            </th>
            <th scope="col" className={th}>
              {t('consoleContent.notes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} data-testid="lead-row" className="hover:bg-neutral-50">
              <td className={`${td} whitespace-nowrap`}>{formatDate(lead.createdAt, language)}</td>
              <td className={`${td} font-semibold break-words`}>{lead.name}</td>
              <td className={`${td} whitespace-nowrap`}>{formatPhone(lead.mobile)}</td>
              <td className={`${td} break-all`}>{lead.email}</td>
              <td className={td}>{lead.state || '—'}</td>
              <td className={td}>
                <select
                  aria-label={t('consoleContent.statusOf', { name: lead.name })}
                  value={lead.status}
                  disabled={savingId === lead.id}
                  onChange={(event) => onStatus(lead, event.target.value as Lead['status'])}
                  className="min-h-11 rounded-lg border border-neutral-300 bg-white px-2"
                >
                  {CONTACT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(LEAD_STATUS_KEYS[status])}
                    </option>
                  ))}
                </select>
              </td>
              <td className={`${td} max-w-64`}>
                <div className="flex items-start gap-2">
                  <p className="line-clamp-2 flex-1 break-words whitespace-pre-line text-neutral-700">
                    {lead.notes || '—'}
                  </p>
                  <button
                    type="button"
                    onClick={() => onNotes(lead)}
                    aria-label={t('consoleContent.editNotesFor', { name: lead.name })}
                    className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 font-semibold text-brand hover:bg-brand-soft"
                  >
                    {t('consoleContent.edit')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
