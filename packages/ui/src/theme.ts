/**
 * Design tokens: espresso, crema and caramel. Every text colour is WCAG AA (4.5:1) on `bg`,
 * `surface`, `surfaceAlt` and `accentSoft`, and white text is AA on `primary`, `accent`,
 * `success`, `danger` and `muted` (the badges and pills): checked by axe in the e2e suite.
 */
export const theme = {
  colors: {
    bg: '#faf6f1',
    surface: '#ffffff',
    surfaceAlt: '#f3ebe2',
    text: '#2a1d15',
    muted: '#6b5d53',
    border: '#e4d8cc',
    primary: '#3b2417',
    primaryHover: '#55351f',
    onPrimary: '#ffffff',
    // Caramel, deep enough for white text on it and for text on the light backgrounds (4.7:1+).
    accent: '#965418',
    accentSoft: '#f6e3cf',
    success: '#1f7a3e',
    successSoft: '#e3f3e8',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    gold: '#d99a06',
    focus: '#2f6fdb',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(42, 29, 21, 0.08)',
    md: '0 4px 16px rgba(42, 29, 21, 0.10)',
    lg: '0 12px 40px rgba(42, 29, 21, 0.18)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px' },
  // Dialogs sit above the drawers and the header, under the toasts (a failed action's toast shows).
  z: { header: 40, drawer: 60, chat: 50, dialog: 65, toast: 80 },
} as const;

export type Theme = typeof theme;

/** Media query helper: `${media.md} { ... }` applies from the md breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
} as const;

export const BRAND_NAME = 'Brew Haven';
