import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component that reads server data: its chunk and TanStack Query load together,
 * and it renders inside a QueryClientProvider of the app's one client. The shell (header, home
 * page) needs no query library, so the first load stays small; every island shares one cache.
 */
export function lazyWithQuery<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(async () => {
    const [{ default: Component }, { QueryProvider }] = await Promise.all([
      load(),
      import('./query-provider'),
    ]);
    function WithQuery(props: P) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    }
    WithQuery.displayName = `WithQuery(${Component.displayName ?? Component.name})`;
    return { default: WithQuery };
  });
}
