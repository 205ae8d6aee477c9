import { bannerIconCss, below, revealButtonCss, space, theme } from '@groundwork/shared/ui';

const { colors, fontSizes, fontWeights, radii } = theme;

/**
 * The sign-in page's styles, from the theme the screens' components use (the same values as the shared ui's
 * GlobalStyle, Field, Input, PasswordInput, Button, Banner and Spinner, and the shell's Footer), as one style sheet:
 * the page is drawn without React or styled-components. Scoped to #sign-in, except the page's base, which is
 * GlobalStyle's.
 */
export const SIGN_IN_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  font-family: ${theme.fonts.body};
  font-size: ${fontSizes.md};
  line-height: ${theme.lineHeight};
  color: ${colors.text};
  background: ${colors.background};
  -webkit-font-smoothing: antialiased;
}
#sign-in h1 { margin: 0; line-height: 1.25; font-size: ${fontSizes.xxl}; text-align: center; }
/* No weight of its own (:where), so that the classes below set a button's colour and size. */
:where(#sign-in button, #sign-in input) { font: inherit; color: inherit; }
#sign-in :focus-visible { outline: 2px solid ${colors.focus}; outline-offset: 2px; }
#sign-in .sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
.gw-page { min-height: 100vh; display: flex; flex-direction: column; }
.gw-main { flex: 1; display: flex; align-items: center; justify-content: center; padding: ${space(4)}; }
.gw-panel {
  width: min(400px, 100%);
  padding: ${space(6)};
  background: ${colors.surface};
  border-radius: ${radii.lg};
  box-shadow: ${theme.shadows.md};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
}
.gw-field { display: flex; flex-direction: column; gap: ${space(1)}; margin-bottom: ${space(4)}; }
.gw-field label { font-weight: ${fontWeights.medium}; color: ${colors.text}; }
.gw-required { color: ${colors.error}; margin-right: ${space(1)}; }
.gw-error { color: ${colors.error}; font-size: ${fontSizes.sm}; }
.gw-input {
  width: 100%;
  min-height: 34px;
  padding: ${space(1)} ${space(3)};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.md};
  transition: border-color ${theme.transition};
}
.gw-input:hover, .gw-input:focus { border-color: ${colors.primary}; }
.gw-input[aria-invalid='true'] { border-color: ${colors.error}; }
.gw-password { position: relative; display: flex; }
.gw-password .gw-input { padding-right: 64px; }
.gw-reveal { ${revealButtonCss(theme)} }
.gw-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 34px;
  padding: 0 ${space(4)};
  border: 1px solid transparent;
  border-radius: ${radii.md};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.medium};
  cursor: pointer;
  white-space: nowrap;
  transition: background ${theme.transition}, border-color ${theme.transition};
}
.gw-button[aria-busy='true'] { cursor: progress; }
.gw-primary { display: flex; width: 100%; background: ${colors.primary}; border-color: ${colors.primary}; color: ${colors.primaryText}; }
.gw-primary:hover { background: ${colors.primaryHover}; }
.gw-link { background: transparent; color: ${colors.primary}; padding-left: 0; padding-right: 0; }
.gw-link:hover { text-decoration: underline; }
.gw-spinner {
  display: inline-block;
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: gw-spin 0.75s linear infinite;
  vertical-align: middle;
}
@keyframes gw-spin { to { transform: rotate(360deg); } }
.gw-languages { display: flex; justify-content: center; align-items: center; gap: ${space(1)}; }
.gw-banner {
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${colors.error};
  border-left-width: 4px;
  border-radius: ${radii.md};
  background: ${colors.errorBg};
  color: ${colors.text};
}
.gw-banner-icon { ${bannerIconCss(theme, colors.error)} }
.gw-info { border-color: ${colors.info}; background: ${colors.infoBg}; }
.gw-info .gw-banner-icon { ${bannerIconCss(theme, colors.info)} }
.gw-banner-body { flex: 1; display: flex; flex-direction: column; gap: ${space(1)}; }
.gw-banner-title { font-weight: ${fontWeights.bold}; }
.gw-footer { padding: ${space(3)} ${space(4)}; text-align: center; font-size: ${fontSizes.sm}; color: ${colors.textMuted}; }
${below('phone')} { .gw-input, .gw-button { min-height: ${theme.touchTarget}px; } }
@media (prefers-reduced-motion: reduce) { #sign-in *, #sign-in *::before, #sign-in *::after { transition: none !important; animation: none !important; } }
`;
