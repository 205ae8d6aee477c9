/**
 * @groundwork/shared/ui: the LIGHT design-system entry (loaded by the login page; no Headless UI, table,
 * date picker or export libraries here: use the `ui/overlays`, `ui/dates` and `ui/table` subpaths for those).
 *
 * Usage:
 *   <ThemeProvider>  // once in the shell; it adds GlobalStyle unless withGlobalStyle={false}
 *     <App />
 *   </ThemeProvider>
 *   styled.div`padding: ${space(4)}; ${below('menuCollapse')} { padding: ${space(2)}; }`
 */
export { theme, space, below, above } from './theme';
export type { AppTheme } from './theme';
export { ThemeProvider } from './provider/ThemeProvider';
export type { ThemeProviderProps } from './provider/ThemeProvider';
export { GlobalStyle } from './provider/GlobalStyle';
