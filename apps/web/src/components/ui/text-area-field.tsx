import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

type TextAreaFieldProps = FieldFrameProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

/** A labelled multi-line input with its hint and error message. */
export function TextAreaField({
  label,
  error,
  hint,
  hintTone,
  className,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hintTone={hintTone} className={className}>
      {(control) => <textarea {...control} {...rest} />}
    </FieldFrame>
  );
}
