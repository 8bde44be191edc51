import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BV_TYPES, NetworkNode } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/error-message';
import { bvKeys } from '../../../business-values/query-keys';
import { adjustBusinessValue } from '../../api/admin-associates';
import { networkKeys } from '../../query-keys';

/** A manual credit or debit of confirmed BV with a reason (one Idempotency-Key per entry). */
export function AdjustBvForm({ node }: { node: NetworkNode }) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<(typeof BV_TYPES)[number]>('CREDIT');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await adjustBusinessValue(node.id, { type, points: Number(points), reason }, key);
      toast.success(`${type === 'CREDIT' ? 'Credited' : 'Debited'} ${points} BV`);
      setPoints('');
      setReason('');
      setKey(crypto.randomUUID());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bvKeys.all() }),
        queryClient.invalidateQueries({ queryKey: networkKeys.all() }),
      ]);
    } catch (caught) {
      const fields = (caught as { fields?: Record<string, string> }).fields;
      if (fields) setErrors(fields);
      else toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-start gap-3">
      <SelectField
        label="Type"
        value={type}
        onChange={(event) => setType(event.target.value as typeof type)}
        className="w-36"
      >
        <option value="CREDIT">Credit</option>
        <option value="DEBIT">Debit</option>
      </SelectField>
      <TextField
        label="BV points"
        inputMode="numeric"
        required
        value={points}
        error={errors.points}
        onChange={(event) => setPoints(event.target.value.replace(/\D/g, ''))}
        className="w-36"
      />
      <TextField
        label="Reason"
        required
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
        className="min-w-64 flex-1"
      />
      <Button type="submit" busy={busy} busyText="Saving..." className="mt-6">
        Record adjustment
      </Button>
    </form>
  );
}
