/** Helpers that turn page modules into lazy route definitions. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A lazily loaded page whose module has a default-exported component. */
export function page(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  return async () => ({ Component: (await load()).default });
}
