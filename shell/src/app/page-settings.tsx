import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the shell's server tells every page of a deployment (shell/server/src/pages/page-boot.ts writes it
 * into the head as a non-executing `<script type="application/json">` block; its server render
 * gets the same value, so a rendered page hydrates). A page without the block (a real shop, the
 * shell's dev server) has the defaults.
 */
export const PAGE_DATA_ID = 'coffee-page';

export interface PageSettings {
  /** DEMO_PAYMENTS=true: the offline test provider takes the payments; every page says so. */
  demoPayments: boolean;
}

export const DEFAULT_PAGE_SETTINGS: PageSettings = { demoPayments: false };

/** The page's settings block, read once at start-up; the defaults when absent or unreadable. */
export function readPageSettings(): PageSettings {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return DEFAULT_PAGE_SETTINGS;
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<PageSettings> | null;
    return { demoPayments: data?.demoPayments === true };
  } catch {
    return DEFAULT_PAGE_SETTINGS;
  }
}

const PageSettingsContext = createContext<PageSettings>(DEFAULT_PAGE_SETTINGS);

export function PageSettingsProvider({
  value,
  children,
}: {
  value: PageSettings;
  children: ReactNode;
}) {
  return <PageSettingsContext.Provider value={value}>{children}</PageSettingsContext.Provider>;
}

export const usePageSettings = (): PageSettings => useContext(PageSettingsContext);
