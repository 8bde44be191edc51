import { useState, type FormEvent } from 'react';
import type { GrievanceView } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { lookUpGrievance } from '../api/grievances';
import { useGrievancesT } from '../messages';
import { GrievanceStatus } from './grievance-status';

/** A visitor's lookup: the reference and the phone or email they gave. */
export function LookUpGrievance() {
  const [found, setFound] = useState<{ grievance: GrievanceView; contact: string } | null>(null);
  const [problem, setProblem] = useState('');
  const [isBusy, setBusy] = useState(false);
  const t = useGrievancesT();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setProblem('');
    try {
      const contact = String(data.get('contact'));
      const grievance = await lookUpGrievance(String(data.get('reference')), contact);
      setFound({ grievance, contact });
    } catch (caught) {
      setFound(null);
      setProblem(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <TextField
          label={t('grievances.reference')}
          name="reference"
          placeholder="GRV-2026-000123"
          required
        />
        <TextField label={t('grievances.contact')} name="contact" required />
        <Button type="submit" busy={isBusy} busyText={t('grievances.looking')}>
          {t('grievances.lookUp')}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      {found ? <GrievanceStatus grievance={found.grievance} contact={found.contact} /> : null}
    </div>
  );
}
