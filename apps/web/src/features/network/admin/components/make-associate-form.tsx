import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage } from '../../../../lib/error-message';
import { makeAssociate } from '../../api/admin-associates';
import { networkKeys } from '../../query-keys';

/** A customer (by user id) becomes an associate under a sponsor's referral code. */
export function MakeAssociateForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const node = await makeAssociate({
        userId: Number(userId),
        sponsorReferralCode: code.trim() || undefined,
      });
      await queryClient.invalidateQueries({ queryKey: networkKeys.all() });
      navigate(ADMIN_PATHS.associate(node.id));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="mb-6 rounded-xl border border-neutral-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">Make a customer an associate</summary>
      <form
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <TextField
          label="Customer's user id"
          inputMode="numeric"
          required
          value={userId}
          onChange={(event) => setUserId(event.target.value.replace(/\D/g, ''))}
          className="w-48"
        />
        <TextField
          label="Sponsor's referral code (optional)"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="w-64"
        />
        <Button type="submit" busy={busy} busyText="Saving...">
          Make associate
        </Button>
        {error ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </details>
  );
}
