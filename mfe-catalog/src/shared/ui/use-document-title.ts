import { useEffect } from 'react';
import { BRAND_NAME } from '@coffee/ui';

/** The tab title in the shell's form ("Coffee Beans | Brew Haven"); null leaves it as it is. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    // The shell titles each route from an effect of its own, a parent of this page, and parents'
    // effects run after their children's: set ours a task later so the page's own title wins.
    const timer = setTimeout(() => {
      document.title = `${title} | ${BRAND_NAME}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
}
