import { useState } from 'react';
import type { NetworkNode } from '@saathi/shared';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDownlineSearch } from '../api/get-downline';

/** Search in the downline by name, username or referral code; choosing a match shows it. */
export function TreeSearch({
  rootId,
  onPick,
}: {
  rootId: number;
  onPick: (node: NetworkNode) => void;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300).trim();
  const results = useDownlineSearch(rootId, q);
  const matches = q.length >= 2 ? (results.data?.items ?? []) : [];
  return (
    <div className="relative w-full max-w-md">
      <TextField
        label="Find in my downline"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Name, username or referral code"
      />
      {q.length >= 2 && results.data ? (
        <ul
          aria-label="Matches"
          className="absolute z-10 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-neutral-200 bg-white shadow-lg"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-neutral-600">Nobody in your downline matches.</li>
          ) : (
            matches.map((node) => (
              <li key={node.id}>
                <button
                  type="button"
                  onClick={() => {
                    setText('');
                    onPick(node);
                  }}
                  className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-left hover:bg-neutral-50"
                >
                  <span className="font-semibold text-neutral-900">{node.name}</span>
                  <span className="text-xs text-neutral-600">
                    {node.referralCode} · level {node.level}
                  </span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
