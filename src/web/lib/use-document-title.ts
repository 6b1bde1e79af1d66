import { useEffect } from 'react';

export const APP_NAME = 'Linen Service';

/** Sets the tab title to '{title} · Linen Service'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
