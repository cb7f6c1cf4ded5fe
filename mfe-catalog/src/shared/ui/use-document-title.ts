import { useEffect } from 'react';
import { BRAND_NAME } from '@coffee/ui';

/** The tab title in the shell's form ("Coffee Beans | Brew Haven"); null leaves it as it is. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    // The shell titles each route from a layout effect, which runs before this page's passive
    // effect: the page's own title is set last and wins.
    if (title) document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
}
