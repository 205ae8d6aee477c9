import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Inject the page-wide base styles (default true). Remotes rendered inside the shell pass false. */
  withGlobalStyle?: boolean;
}

/** Gives every styled component the Groundwork theme and (once, in the shell) the global base styles. */
export function ThemeProvider({ children, withGlobalStyle = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
