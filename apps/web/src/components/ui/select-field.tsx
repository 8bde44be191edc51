import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

type SelectFieldProps = FieldFrameProps &
  Omit<ComponentProps<'select'>, 'id' | 'className'> & { children: ReactNode };

/** A labelled select with its error message. */
export function SelectField({
  label,
  error,
  hint,
  hintTone,
  className,
  children,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hintTone={hintTone} className={className}>
      {(control) => (
        <select {...control} {...rest}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
