/** Helpers that turn page modules into lazy route definitions. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PublicPageLayout } from '@web/components/PublicPageLayout';
import { useSession, type Me } from './session';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A lazily loaded page whose module has a default-exported component. */
export function page(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  return async () => ({ Component: (await load()).default });
}

/** A titled placeholder for a screen another issue builds. The title may depend on the session. */
export function placeholder(title: string | ((me: Me) => string)): LazyRoute {
  return async () => {
    const { PlaceholderPage } = await import('@web/components/PlaceholderPage');
    function Placeholder() {
      const me = useSession();
      return <PlaceholderPage title={typeof title === 'function' ? title(me) : title} />;
    }
    function StaticPlaceholder() {
      return <PlaceholderPage title={title as string} />;
    }
    return { Component: typeof title === 'function' ? Placeholder : StaticPlaceholder };
  };
}

/** A placeholder for a public page (no shell, no session). */
export function publicPlaceholder(title: string): LazyRoute {
  return async () => {
    const { PlaceholderPage } = await import('@web/components/PlaceholderPage');
    function PublicPlaceholder() {
      return (
        <PublicPageLayout>
          <PlaceholderPage title={title} />
        </PublicPageLayout>
      );
    }
    return { Component: PublicPlaceholder };
  };
}
