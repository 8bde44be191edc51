import { useId, useState, type KeyboardEvent } from 'react';
import { FieldFrame } from '../../../../../components/ui/field-frame';
import { useDebouncedValue } from '../../../../../hooks/use-debounced-value';
import { useStockProductSearch } from '../../../api/admin-stock';

export interface PickedProduct {
  id: number;
  name: string;
}

interface ProductPickerProps {
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  error?: string;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 250;

/**
 * A search box for one product (the range has thousands): typing asks the API for up to eight
 * matches, hidden products too; arrows and Enter or a click pick one. Typing again clears the
 * choice until another is picked.
 */
export function ProductPicker({ value, onChange, error, disabled }: ProductPickerProps) {
  const listId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const searching = open && value === null;
  const { data, isFetching, isError } = useStockProductSearch(searching ? q : '');
  const options = searching && q ? (data ?? []) : [];
  const expanded = searching && q.length > 0;

  const pick = (index: number) => {
    const product = options[index];
    if (!product) return;
    onChange({ id: product.id, name: product.name });
    setText(product.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded || options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(Math.min(active, options.length - 1));
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const status = !expanded
    ? null
    : isError
      ? 'The products could not be loaded. Type again to retry.'
      : isFetching && options.length === 0
        ? 'Searching...'
        : options.length === 0
          ? 'No product matches this name.'
          : null;

  return (
    <FieldFrame
      label="Product"
      error={error}
      hint={value ? null : 'Type part of the name, then pick the product.'}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={
              expanded && options.length > 0 ? `${listId}-${active}` : undefined
            }
            disabled={disabled}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
              if (value) onChange(null);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <div
            className={`absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-lg ${expanded ? '' : 'hidden'}`}
          >
            <ul id={listId} role="listbox" aria-label="Matching products">
              {options.map((product, index) => (
                <li
                  key={product.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the box, so the blur does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(index)}
                  className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${
                    index === active ? 'bg-brand-soft text-brand' : 'text-neutral-900'
                  }`}
                >
                  <span className="break-words">{product.name}</span>
                  {product.isVisible ? null : (
                    <span className="shrink-0 text-xs text-neutral-600">Hidden</span>
                  )}
                </li>
              ))}
            </ul>
            {status ? <p className="px-3 py-2 text-sm text-neutral-700">{status}</p> : null}
          </div>
          <p role="status" className="sr-only">
            {expanded
              ? (status ?? `${options.length} matching product${options.length === 1 ? '' : 's'}`)
              : ''}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
