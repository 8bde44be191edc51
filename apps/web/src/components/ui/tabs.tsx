import type { KeyboardEvent, ReactNode } from 'react';

interface TabsProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}

/** A row of tabs; the arrow keys move between them. */
export function Tabs<T extends string>({ label, value, options, onChange }: TabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const index = options.findIndex((option) => option.value === value);
    const next =
      options[(index + (event.key === 'ArrowRight' ? 1 : -1) + options.length) % options.length];
    onChange(next.value);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mb-4 flex gap-1 border-b border-neutral-200"
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            data-value={option.value}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold ${
              selected
                ? 'border-brand text-brand'
                : 'border-transparent text-neutral-700 hover:text-neutral-900'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
