import type { ComponentProps } from 'react';
import { INDIAN_STATES } from '@saathi/shared';
import { SelectField } from './select-field';

/** "State": India's states and union territories (docs/decisions/0012), none chosen at first. */
export function StateSelectField(
  props: Omit<ComponentProps<typeof SelectField>, 'children' | 'label'>,
) {
  return (
    <SelectField {...props} label="State">
      <option value="">Select state</option>
      {INDIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </SelectField>
  );
}
