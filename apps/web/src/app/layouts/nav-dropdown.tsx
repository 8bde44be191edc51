import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from '../../hooks/use-dismiss';
import { ChevronDownIcon } from '../../components/ui/icons';

interface NavDropdownProps {
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  align?: 'left' | 'right';
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure menu (WAI-ARIA disclosure navigation): a button that shows a list of links. It
 * opens with Enter, Space or a click, closes with Escape (focus returns to the button), a click
 * outside or when focus leaves it.
 */
export function NavDropdown({ label, ariaLabel, align = 'left', children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={ref}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        className={dropdownTriggerClass}
      >
        {label}
        <ChevronDownIcon />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 mt-1 min-w-56 rounded-xl border border-neutral-200 bg-white p-2 shadow-lg ${
          align === 'right' ? 'right-0' : 'left-0'
        }`}
      >
        {children(close)}
      </div>
    </div>
  );
}

export const dropdownTriggerClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-neutral-800 hover:bg-neutral-100 aria-expanded:bg-neutral-100';

export const dropdownLinkClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-neutral-800 hover:bg-neutral-100';
