import type { ComponentProps } from 'react';
import { INDIAN_STATES } from '@saathi/shared';
import { SelectField } from './select-field';

/**
 * A "State" select: India's states and union territories (docs/decisions/0012), none chosen at
 * first. Each form passes its own translated label and placeholder.
 */
export function StateSelectField({
  placeholder,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'children'> & { placeholder: string }) {
  return (
    <SelectField {...props}>
      <option value="">{placeholder}</option>
      {INDIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </SelectField>
  );
}
