import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { getPlacement } from '../api/get-placement';

/** Whether to ask for the leg: the plan in force is binary with MANUAL placement. */
export function useIsLegChosen() {
  const [isLegChosen, setIsLegChosen] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    // Unanswered: no field; the server then places by the weaker leg.
    getPlacement(controller.signal).then(
      (placement) => setIsLegChosen(placement.isLegChosen),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return isLegChosen;
}

/** The sponsor's binary leg to join (English only for now: decision 0148). */
export function RegistrationLegField({
  field,
  error,
}: {
  field: UseFormRegisterReturn<'leg'>;
  error?: string;
}) {
  return (
    <SelectField
      label="Join the sponsor's leg"
      hint="If its first place is taken, you join at the bottom of its outer edge."
      {...field}
      error={error}
    >
      <option value="">Choose a leg</option>
      <option value="LEFT">Left</option>
      <option value="RIGHT">Right</option>
    </SelectField>
  );
}
