import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export { inputClass } from './field-frame';

type TextFieldProps = FieldFrameProps & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled input with its hint and error message. */
export function TextField({ label, error, hint, hintTone, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hintTone={hintTone} className={className}>
      {(control) => <input {...control} {...rest} />}
    </FieldFrame>
  );
}
