import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';

/** A path pattern and the page it shows. */
export type PageRoute = readonly [path: string, page: ReactNode];

/** The first page whose path matches (so "new" must come before ":id"), else `fallback`. */
export function PageSwitch({ pages, fallback }: { pages: PageRoute[]; fallback: ReactNode }) {
  return (
    <Switch>
      {pages.map(([path, page]) => (
        <Route key={path} path={path}>
          {page}
        </Route>
      ))}
      <Route>{fallback}</Route>
    </Switch>
  );
}
