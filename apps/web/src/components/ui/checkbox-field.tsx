import type { ComponentProps } from 'react';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
}

/** A checkbox with its label as a 44 px high target. */
export function CheckboxField({ label, className = '', ...rest }: CheckboxFieldProps) {
  return (
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-neutral-800 ${className}`}
    >
      <input type="checkbox" className="size-5 accent-[var(--color-brand)]" {...rest} />
      {label}
    </label>
  );
}
