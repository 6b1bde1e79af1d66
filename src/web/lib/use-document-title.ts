import { useEffect } from 'react';

export const APP_NAME = 'Linen Service';

/** The tab title: '{title} · Linen Service' (also written by the server into pages it renders). */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Sets the tab title to '{title} · Linen Service'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
