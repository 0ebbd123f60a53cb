import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/web/lib/site';

/** Sets the tab title to "{title} · Punchlist" (or just the product name) while the page is shown. */
export const useDocumentTitle = (title?: string) => {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — AI Home Inspection Analysis`;
    return () => {
      document.title = previous;
    };
  }, [title]);
};
