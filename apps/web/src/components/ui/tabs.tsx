import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useId, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** A row of tabs and the selected one's panel (Ariakit); the arrow keys move and select. */
export function Tabs<T extends string>({
  label,
  value,
  options,
  onChange,
  children,
}: TabsProps<T>) {
  const prefix = useId();
  const idOf = (option: T) => `${prefix}-${option}`;
  return (
    <TabProvider
      selectedId={idOf(value)}
      setSelectedId={(id) => {
        const option = options.find((item) => idOf(item.value) === id);
        if (option && option.value !== value) onChange(option.value);
      }}
    >
      <TabList aria-label={label} className="mb-4 flex gap-1 border-b border-neutral-200">
        {options.map((option) => (
          <Tab
            key={option.value}
            id={idOf(option.value)}
            className="-mb-px min-h-11 border-b-2 border-transparent px-4 text-sm font-semibold text-neutral-700 not-aria-selected:hover:text-neutral-900 aria-selected:border-brand aria-selected:text-brand"
          >
            {option.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel tabId={idOf(value)}>{children}</TabPanel>
    </TabProvider>
  );
}
