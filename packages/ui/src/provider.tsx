import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Theme + global styles. The shell renders it once; a remote renders it only in its standalone page. */
export function UiProvider({
  children,
  withGlobalStyle = true,
}: {
  children: ReactNode;
  withGlobalStyle?: boolean;
}) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
