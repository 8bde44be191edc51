import { MESSAGES } from '@saathi/shared/messages';
import { toast } from './toast';

/** Copies `text` and says so; a translated screen passes its own words for the toasts. */
export async function copyText(
  text: string,
  copied: string = MESSAGES.common.copied,
  failed: string = MESSAGES.common.copyFailed,
) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(failed);
  }
}

/**
 * A small button that copies a value and says so; `label` is its whole name ("Copy referral ID"),
 * `copied` and `failed` the toasts in the screen's language.
 */
export function CopyButton({
  value,
  label,
  copied,
  failed,
}: {
  value: string;
  label: string;
  copied?: string;
  failed?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => void copyText(value, copied, failed)}
      aria-label={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-brand"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h8" />
      </svg>
    </button>
  );
}
