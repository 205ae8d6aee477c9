/**
 * The one Groundwork theme. Colours are chosen so that text on its intended background passes WCAG AA
 * (4.5:1 for body text), which keeps axe free of colour-contrast findings on pages built from these parts.
 */
export const theme = {
  colors: {
    primary: '#0b57c9',
    primaryHover: '#0847a6',
    primaryText: '#ffffff',
    text: '#1f2328',
    textMuted: '#57606a',
    textInverse: '#ffffff',
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceMuted: '#f6f8fa',
    border: '#c9ced6',
    borderStrong: '#8c959f',
    focus: '#2f81f7',
    success: '#1a7f37',
    successBg: '#e9f7ec',
    warning: '#8a5a00',
    warningBg: '#fff6e0',
    error: '#c4251d',
    errorBg: '#fdecea',
    info: '#0b57c9',
    infoBg: '#e8f0fd',
    disabledBg: '#eef0f2',
    disabledText: '#6e7781',
    rowSelected: '#e8f0fd',
    rowMuted: '#f0f1f3',
    overlay: 'rgba(15, 23, 42, 0.45)',
    /** The dark side menu of the layout. */
    menu: {
      background: '#0f1b2d',
      backgroundActive: '#0b57c9',
      backgroundHover: '#1c2c45',
      submenuBackground: '#0a1422',
      text: '#d9dee7',
      textActive: '#ffffff',
      badge: '#f5b800',
    },
  },
  /** Spacing scale in px: space(2) === 8. */
  spacing: [0, 4, 8, 12, 16, 24, 32, 48, 64] as const,
  radii: { sm: '4px', md: '6px', lg: '10px', round: '999px' },
  fonts: {
    body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeights: { normal: 400, medium: 500, bold: 600 },
  lineHeight: 1.5,
  /**
   * Widths in px. `menuCollapse` is the spec's 992: the side menu collapses at this width or less. `phone`: at this
   * width or less the collapsed menu takes no width (it opens over the page) and controls are at least
   * `touchTarget` px high.
   */
  breakpoints: { sm: 576, md: 768, phone: 768, menuCollapse: 992, lg: 1200, xl: 1600 },
  /** The smallest height of a control a finger (in a glove) hits reliably on a phone. */
  touchTarget: 44,
  layout: { menuWidth: 240, menuCollapsedWidth: 64, headerHeight: 56, tableScrollWidth: 1300 },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.2)',
  },
  zIndex: { menu: 100, header: 110, dropdown: 1000, drawer: 1100, modal: 1200, notification: 1300, loading: 1400 },
  transition: '150ms ease',
} as const;

export type AppTheme = typeof theme;

/** `space(n)` gives the n-th step of the spacing scale as a CSS length. */
export const space = (n: number): string => `${theme.spacing[n] ?? n * 4}px`;

/** Media query for widths at or below a breakpoint, e.g. `${below('menuCollapse')} { ... }`. */
export const below = (bp: keyof AppTheme['breakpoints']): string => `@media (max-width: ${theme.breakpoints[bp]}px)`;
export const above = (bp: keyof AppTheme['breakpoints']): string => `@media (min-width: ${theme.breakpoints[bp] + 1}px)`;

declare module 'styled-components' {
  // Every styled component in every app sees the Groundwork theme with its types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
