import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { GRIEVANCE_CATEGORIES, type GrievanceCategory } from '@saathi/shared';
import { exportGrievanceReport, getGrievanceReport } from '../../api/grievances';
import { CATEGORY_KEYS, useGrievancesT } from '../../messages';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The monthly report: received, acknowledged and resolved within deadline, open — by category. */
export function GrievanceReport() {
  const t = useGrievancesT();
  const [month, setMonth] = useState(thisMonth);
  // The rows are the categories, then the month's total.
  const categoryName = (category: string) =>
    GRIEVANCE_CATEGORIES.includes(category as GrievanceCategory)
      ? t(CATEGORY_KEYS[category as GrievanceCategory])
      : t('grievances.total');
  const report = useQuery({
    queryKey: ['grievances', 'report', month],
    queryFn: () => getGrievanceReport(month),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  return (
    <section aria-labelledby="grievance-report" className="space-y-3">
      <h2 id="grievance-report" className="text-lg font-semibold">
        {t('grievances.report')}
      </h2>
      <div className="flex items-end gap-3">
        <TextField
          label={t('grievances.month')}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <Button
          variant="secondary"
          onClick={() =>
            exportGrievanceReport(month).catch((caught: unknown) =>
              toast.error(errorMessage(caught)),
            )
          }
        >
          {t('grievances.downloadCsv')}
        </Button>
      </div>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>{t('grievances.category')}</th>
            <th>{t('grievances.received')}</th>
            <th>{t('grievances.acknowledgedInTime')}</th>
            <th>{t('grievances.resolved')}</th>
            <th>{t('grievances.resolvedInTime')}</th>
            <th>{t('grievances.stillOpen')}</th>
          </tr>
        </thead>
        <tbody>
          {(report.data?.rows ?? []).map((row) => (
            <tr key={row.category}>
              <td>{categoryName(row.category)}</td>
              <td>{row.received}</td>
              <td>{row.acknowledgedInTime}</td>
              <td>{row.resolved}</td>
              <td>{row.resolvedInTime}</td>
              <td>{row.open}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
