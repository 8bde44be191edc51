import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';

type NavLinkProps = Omit<ComponentProps<'a'>, 'href' | 'className'> & {
  to: string;
  /** Active only on `to` itself, not below it (the home link, the console's overview). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/**
 * A link that knows it leads to the current page: aria-current="page" and, for a function
 * className, `isActive`. Active below its path too unless `end`; the query is not compared.
 * Wouter's own Link only tells exact matches apart.
 */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const [path] = useLocation();
  const current = path.toLowerCase().replace(/(.)\/+$/, '$1');
  const target = to.split('?')[0].toLowerCase();
  const isActive = current === target || (!end && current.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
