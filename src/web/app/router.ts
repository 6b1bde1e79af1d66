import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { routes } from './routes';

export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy route modules the current address matches, so that a router created afterwards can
 * render the page at once: hydrating HTML rendered ahead of time needs the same tree on the first
 * render (React Router's guide to lazy routes with server rendering).
 */
export async function loadMatchedRoutes(location: Pick<Location, 'pathname' | 'search' | 'hash'>, tree: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(tree, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
