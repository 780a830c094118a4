import { useEffect } from 'react';

export const PRODUCT_NAME = 'PD Passport';

/** Names the browser tab after the page ("Manage Users · PD Passport"), for tabs, history and screen readers. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
