import { useState, type Ref } from 'react';
import {
  Combobox,
  ComboboxItem,
  ComboboxList,
  ComboboxPopover,
  useComboboxStore,
} from '@ariakit/react';
import { FieldFrame } from '../../../../../components/ui/field-frame';
import { useDebouncedValue } from '../../../../../hooks/use-debounced-value';
import { useStockProductSearch } from '../../../api/admin-stock';
import { useConsoleStockT } from '../../stock-messages';

export interface PickedProduct {
  id: number;
  name: string;
}

interface ProductPickerProps {
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  error?: string;
  disabled?: boolean;
  /** The box, for a form to focus when its message shows. */
  ref?: Ref<HTMLInputElement>;
}

const SEARCH_DELAY_MS = 250;

/**
 * A search box for one product (the range has thousands), as an Ariakit combobox: typing asks
 * the API for up to eight matches, hidden products too; the first is highlighted, the arrows
 * move, Enter or a click picks one. Typing again clears the choice until another is picked.
 */
export function ProductPicker({ value, onChange, error, disabled, ref }: ProductPickerProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setOpen] = useState(false);
  const t = useConsoleStockT();
  const q = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const searching = isOpen && value === null;
  const { data, isFetching, isError } = useStockProductSearch(searching ? q : '');
  const options = searching && q ? (data ?? []) : [];
  const expanded = searching && q.length > 0;
  const store = useComboboxStore({
    value: text,
    setValue: (typed) => {
      setText(typed);
      if (value && typed !== value.name) onChange(null);
    },
    open: expanded,
    setOpen,
  });

  const pick = (product: PickedProduct) => {
    onChange({ id: product.id, name: product.name });
    setText(product.name);
  };

  const status = !expanded
    ? null
    : isError
      ? t('consoleStock.loadFailed')
      : isFetching && options.length === 0
        ? t('consoleStock.searching')
        : options.length === 0
          ? t('consoleStock.noProductMatch')
          : null;

  return (
    <FieldFrame
      label={t('consoleStock.product')}
      error={error}
      hint={value ? null : t('consoleStock.pickerHint')}
    >
      {(control) => (
        <div>
          <Combobox store={store} ref={ref} {...control} disabled={disabled} autoSelect="always" />
          <ComboboxPopover
            store={store}
            sameWidth
            gutter={4}
            className="z-20 overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-lg"
          >
            <ComboboxList aria-label={t('consoleStock.matchingProducts')}>
              {options.map((product) => (
                <ComboboxItem
                  key={product.id}
                  value={product.name}
                  setValueOnClick={false}
                  onClick={() => pick(product)}
                  className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm text-neutral-900 data-active-item:bg-brand-soft data-active-item:text-brand"
                >
                  <span className="break-words">{product.name}</span>
                  {product.isVisible ? null : (
                    <span className="shrink-0 text-xs text-neutral-600">
                      {t('consoleStock.hidden')}
                    </span>
                  )}
                </ComboboxItem>
              ))}
            </ComboboxList>
            {status ? <p className="px-3 py-2 text-sm text-neutral-700">{status}</p> : null}
          </ComboboxPopover>
          <p role="status" className="sr-only">
            {expanded ? (status ?? t('consoleStock.matchCount', { count: options.length })) : ''}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
