import type { ComponentProps } from 'react';
import { INDIAN_STATES } from '@saathi/shared';
import { SelectField } from './select-field';

/**
 * "State": India's states and union territories (docs/decisions/0012), none chosen at first; a
 * translated form passes its own label and placeholder.
 */
export function StateSelectField({
  label = 'State',
  placeholder = 'Select state',
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'children' | 'label'> & {
  label?: string;
  placeholder?: string;
}) {
  return (
    <SelectField {...props} label={label}>
      <option value="">{placeholder}</option>
      {INDIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </SelectField>
  );
}
