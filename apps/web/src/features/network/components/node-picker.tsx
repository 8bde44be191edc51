import { useEffect, useState, type Ref } from 'react';
import {
  Combobox,
  ComboboxItem,
  ComboboxList,
  ComboboxPopover,
  useComboboxStore,
} from '@ariakit/react';
import type { NetworkNode } from '@saathi/shared';
import { FieldFrame } from '../../../components/ui/field-frame';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useNetworkT } from '../messages';

/** A search starts at this many characters (the API matches names and codes by prefix). */
export const NODE_SEARCH_MIN = 2;
const SEARCH_DELAY_MS = 300;

interface NodePickerProps {
  label: string;
  placeholder: string;
  /** The debounced text to search for, trimmed ('' below NODE_SEARCH_MIN characters). */
  onSearch: (q: string) => void;
  /** The matches for the last search. */
  matches: readonly NetworkNode[] | undefined;
  isFetching: boolean;
  isError: boolean;
  /** What to say when nobody matches. */
  emptyText: string;
  /** The picked node; null while searching. */
  value?: NetworkNode | null;
  onChange: (node: NetworkNode | null) => void;
  /** Empties the box after a pick (a search that jumps to the node keeps no pick). */
  clearOnPick?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box for one associate (an Ariakit combobox): typing searches after a pause, the
 * matches show with their referral code and level, the arrows move, Enter or a click picks one.
 * Typing again clears a pick until another is made.
 */
export function NodePicker({
  label,
  placeholder,
  onSearch,
  matches,
  isFetching,
  isError,
  emptyText,
  value = null,
  onChange,
  clearOnPick = false,
  error,
  hint,
  className,
  ref,
}: NodePickerProps) {
  const t = useNetworkT();
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setOpen] = useState(false);
  const typed = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const q = typed.length >= NODE_SEARCH_MIN && value === null ? typed : '';
  useEffect(() => onSearch(q), [onSearch, q]);
  const expanded = isOpen && q !== '';
  const options = expanded ? (matches ?? []) : [];
  const store = useComboboxStore({
    value: text,
    setValue: (next) => {
      setText(next);
      if (value && next !== value.name) onChange(null);
    },
    open: expanded,
    setOpen,
  });

  const status = !expanded
    ? null
    : isError
      ? t('network.searchFailed')
      : isFetching && options.length === 0
        ? t('network.searching')
        : options.length === 0
          ? emptyText
          : null;

  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div>
          <Combobox
            store={store}
            ref={ref}
            {...control}
            type="search"
            placeholder={placeholder}
            autoSelect="always"
          />
          <ComboboxPopover
            store={store}
            sameWidth
            gutter={4}
            className="z-20 max-h-72 overflow-auto rounded-lg border border-neutral-200 bg-white shadow-lg"
          >
            <ComboboxList aria-label={t('network.matches')}>
              {options.map((node) => (
                <ComboboxItem
                  key={node.id}
                  value={node.name}
                  setValueOnClick={false}
                  onClick={() => {
                    setText(clearOnPick ? '' : node.name);
                    onChange(node);
                  }}
                  className="flex min-h-11 cursor-pointer flex-col items-start px-3 py-2 text-left data-active-item:bg-brand-soft"
                >
                  <span className="font-semibold text-neutral-900">{node.name}</span>
                  <span className="text-xs text-neutral-600">
                    {t('network.matchLevel', { code: node.referralCode, level: node.level })}
                  </span>
                </ComboboxItem>
              ))}
            </ComboboxList>
            {status ? <p className="px-3 py-2 text-sm text-neutral-700">{status}</p> : null}
          </ComboboxPopover>
          <p role="status" className="sr-only">
            {expanded ? (status ?? t('network.found', { count: options.length })) : ''}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
