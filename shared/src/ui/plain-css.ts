import { space, type AppTheme } from './theme';

/**
 * Declarations written once for the shared components (styled-components) and for the shell's sign-in page, which
 * draws the same parts with one plain style sheet and no styled-components (shell/src/sign-in/styles.ts).
 */

/** A banner's round icon: the tone's colour behind a white sign (Banner). */
export const bannerIconCss = (theme: AppTheme, background: string): string => `
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  font-size: 12px;
  font-weight: 700;
  background: ${background};
  color: ${theme.colors.textInverse};
`;

/** The Show / Hide button inside a password box (PasswordInput). */
export const revealButtonCss = (theme: AppTheme): string => `
  position: absolute;
  right: 0;
  /* The input's whole height, at least as wide as a finger: on a phone the box is a touch target high. */
  top: 0;
  bottom: 0;
  min-width: ${theme.touchTarget}px;
  border: 0;
  background: transparent;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  padding: 0 ${space(2)};
  cursor: pointer;
  border-radius: ${theme.radii.sm};
`;
