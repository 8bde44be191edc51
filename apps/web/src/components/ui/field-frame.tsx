import { useId, type ReactNode } from 'react';

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none disabled:bg-neutral-100 disabled:text-neutral-600 aria-[invalid=true]:border-red-600';

const HINT_TONE = {
  neutral: 'text-neutral-600',
  success: 'text-green-700',
  error: 'text-red-700',
} as const;

/** What a form control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  error?: string | null;
  /** A status line under the field (e.g. "Username is available"), read with the field. */
  hint?: ReactNode;
  hintTone?: keyof typeof HINT_TONE;
  className?: string;
}

/**
 * The one labelled-field layout (UX.md: every input has a visible label): the label, the control
 * the caller renders with the given props, then the hint and the error, wired for screen readers.
 */
export function FieldFrame({
  label,
  error,
  hint,
  hintTone = 'neutral',
  className = '',
  children,
}: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-800">
        {label}
      </label>
      {children({
        id,
        className: inputClass,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className={`mt-1 text-sm ${HINT_TONE[hintTone]}`} aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
