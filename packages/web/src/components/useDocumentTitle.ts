import { useEffect } from 'react';

/** Sets the browser tab's title to '<page> - Tessera' while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} - Tessera`;
  }, [pageTitle]);
}
