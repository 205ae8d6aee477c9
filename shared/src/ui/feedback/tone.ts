import type { DefaultTheme } from 'styled-components';

export type Tone = 'success' | 'warning' | 'error' | 'info';

/** Text and background colours of a tone, from the theme. */
export function toneColors(theme: DefaultTheme, tone: Tone): { fg: string; bg: string } {
  const c = theme.colors;
  switch (tone) {
    case 'success':
      return { fg: c.success, bg: c.successBg };
    case 'warning':
      return { fg: c.warning, bg: c.warningBg };
    case 'error':
      return { fg: c.error, bg: c.errorBg };
    default:
      return { fg: c.info, bg: c.infoBg };
  }
}

export const toneIcon: Record<Tone, string> = { success: '✓', warning: '!', error: '✕', info: 'i' };
