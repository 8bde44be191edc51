import { MESSAGES } from '@saathi/shared/messages';
import { CopyButton } from '../../../components/ui/copy-button';

/** A labelled value with a copy button; "Not specified" when empty. */
export function CopyableField({
  label,
  value,
  copyValue,
}: {
  label: string;
  value: string | null | undefined;
  /** What to copy when it differs from what is shown (e.g. the raw phone digits). */
  copyValue?: string | null;
}) {
  return (
    <div className="flex items-start justify-between gap-2 rounded-xl border border-neutral-200 p-4">
      <div className="min-w-0">
        <dt className="text-sm text-neutral-600">{label}</dt>
        <dd className="mt-1 font-semibold break-words">{value || MESSAGES.common.notSpecified}</dd>
      </div>
      {value ? <CopyButton value={copyValue ?? value} label={label} /> : null}
    </div>
  );
}
