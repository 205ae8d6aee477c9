import { theme } from './theme';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

const c = theme.colors;
/** Text colour on the background it is used on, as the components use them. */
const pairs: Array<[string, string, string]> = [
  ['body text', c.text, c.background],
  ['text on cards', c.text, c.surface],
  ['muted text on cards', c.textMuted, c.surface],
  ['muted text on table headers', c.textMuted, c.surfaceMuted],
  ['links', c.primary, c.surface],
  ['links on the page background', c.primary, c.background],
  ['primary button', c.primaryText, c.primary],
  ['primary button hovered', c.primaryText, c.primaryHover],
  ['danger button', c.textInverse, c.error],
  ['error text', c.error, c.surface],
  ['success banner text', c.text, c.successBg],
  ['warning banner text', c.text, c.warningBg],
  ['error banner text', c.text, c.errorBg],
  ['info banner text', c.text, c.infoBg],
  ['notification icons', c.warning, c.surface],
  ['success icon', c.success, c.surface],
  ['muted (exported) rows', c.textMuted, c.rowMuted],
  ['selected rows', c.text, c.rowSelected],
  ['side menu text', c.menu.text, c.menu.background],
  ['side menu active entry', c.menu.textActive, c.menu.backgroundActive],
  ['side menu hovered entry', c.menu.text, c.menu.backgroundHover],
  ['side submenu', c.menu.text, c.menu.submenuBackground],
];

describe('theme colours', () => {
  it.each(pairs)('%s reach WCAG AA contrast (4.5:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring and input borders stand out from the surface (3:1 for UI parts)', () => {
    expect(contrast(c.focus, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.borderStrong, c.surface)).toBeGreaterThanOrEqual(3);
  });

  it('collapses the side menu at the spec width', () => {
    expect(theme.breakpoints.menuCollapse).toBe(992);
    expect(theme.layout.tableScrollWidth).toBe(1300);
  });
});
