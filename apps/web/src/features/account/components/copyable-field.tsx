import { CopyButton } from '../../../components/ui/copy-button';
import { useProfileT } from '../messages';

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
  const t = useProfileT();
  return (
    // The button sits in the <dd>: a <dl>'s groups hold only <dt> and <dd> (axe).
    <div className="rounded-xl border border-neutral-200 p-4">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="mt-1 flex items-start justify-between gap-2 font-semibold">
        <span className="min-w-0 break-words">{value || t('profile.notSpecified')}</span>
        {value ? (
          <CopyValueButton value={copyValue ?? value} label={t('profile.copyField', { label })} />
        ) : null}
      </dd>
    </div>
  );
}

/** The copy button of the profile's values, saying so in the reader's language. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const t = useProfileT();
  return (
    <CopyButton
      value={value}
      label={label}
      copied={t('profile.copied')}
      failed={t('profile.copyFailed')}
    />
  );
}
