import type { ComponentProps, ReactNode } from 'react';

type FieldGroupProps = Omit<ComponentProps<'fieldset'>, 'className' | 'title'> & {
  title: ReactNode;
  children: ReactNode;
};

/** A titled card of form fields, two columns from the small breakpoint up. */
export function FieldGroup({ title, children, ...rest }: FieldGroupProps) {
  return (
    <fieldset
      {...rest}
      className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2"
    >
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
