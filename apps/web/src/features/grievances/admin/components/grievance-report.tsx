import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { exportGrievanceReport, getGrievanceReport } from '../../api/grievances';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The monthly report: received, acknowledged and resolved within deadline, open — by category. */
export function GrievanceReport() {
  const [month, setMonth] = useState(thisMonth);
  const report = useQuery({
    queryKey: ['grievances', 'report', month],
    queryFn: () => getGrievanceReport(month),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  return (
    <section aria-labelledby="grievance-report" className="space-y-3">
      <h2 id="grievance-report" className="text-lg font-semibold">
        Monthly report
      </h2>
      <div className="flex items-end gap-3">
        <TextField
          label="Month"
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
          Download CSV
        </Button>
      </div>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Category</th>
            <th>Received</th>
            <th>Acknowledged in time</th>
            <th>Resolved</th>
            <th>Resolved in time</th>
            <th>Open</th>
          </tr>
        </thead>
        <tbody>
          {(report.data?.rows ?? []).map((row) => (
            <tr key={row.category}>
              <td>{row.category}</td>
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
