import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { CircleUser, type LucideIcon } from 'lucide-react';
import styled, { css } from 'styled-components';
import { LANGUAGES, LOCALES } from '@groundwork/shared/i18n';
import { useLanguage } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { below, notify, space } from '@groundwork/shared/ui';
import { chooseLanguage } from '../features/language/session-language';
import { useShellT } from '../i18n';
import { CompanyLogo } from './CompanyLogo';
import { visibleMenu } from './menu';

/** Over the page on a phone: open, a panel over the content; collapsed, nothing (the content gets the whole width). */
const overlayStyle = css<{ $collapsed: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  width: ${({ theme, $collapsed }) => ($collapsed ? 0 : `min(${theme.layout.menuWidth}px, 85vw)`)};
  min-height: 0;
  visibility: ${({ $collapsed }) => ($collapsed ? 'hidden' : 'visible')};
  z-index: ${({ theme }) => theme.zIndex.drawer};
  box-shadow: ${({ theme, $collapsed }) => ($collapsed ? 'none' : theme.shadows.lg)};
`;
const Aside = styled.aside<{ $collapsed: boolean; $overlay: boolean }>`
  flex: none;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.menuCollapsedWidth : theme.layout.menuWidth)}px;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.menu.background};
  color: ${({ theme }) => theme.colors.menu.text};
  transition: width ${({ theme }) => theme.transition};
  /* As tall as the page (the frame stretches it), so the dark background runs to the bottom of a long page. */
  align-self: stretch;
  z-index: ${({ theme }) => theme.zIndex.menu};
  ${({ $overlay }) => ($overlay ? overlayStyle : '')}
`;
/** The menu itself stays in view while the page scrolls, and scrolls on its own when taller than the window. */
const Pinned = styled.div`
  position: sticky;
  top: 0;
  max-height: 100vh;
  overflow-y: auto;
`;
const LogoBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 72px;
  padding: ${space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: 100%;
  padding: ${space(2)} ${space(4)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.menu.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  ${below('phone')} { min-height: ${({ theme }) => theme.touchTarget}px; }
  &:hover { background: ${({ theme }) => theme.colors.menu.backgroundHover}; color: ${({ theme }) => theme.colors.menu.textActive}; }
  &.active { background: ${({ theme }) => theme.colors.menu.backgroundActive}; color: ${({ theme }) => theme.colors.menu.textActive}; }
`;
const GroupButton = styled.button`
  ${itemStyle}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const GroupLink = styled(NavLink)`
  ${itemStyle}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const EntryLink = styled(NavLink)`
  ${itemStyle}
  padding-left: ${space(7)};
`;
/** In the user's submenu: the other language, named in itself. */
const EntryButton = styled.button`
  ${itemStyle}
  padding-left: ${space(7)};
`;
const Submenu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.menu.submenuBackground};
`;
const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.sm};
  flex: none;
`;
const Star = styled.span`
  color: ${({ theme }) => theme.colors.menu.badge};
  margin-left: auto;
`;
const Chevron = styled.span<{ $open: boolean }>`
  margin-left: auto;
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  transition: transform ${({ theme }) => theme.transition};
`;

/** A menu group as shown: its texts in the page's language (the user's own group is titled with their name). */
interface ShownGroup {
  key: string;
  text: string;
  icon: LucideIcon;
  to?: string;
  entries: { text: string; to: string; badge?: 'star' }[];
}

function groupOf(pathname: string, groups: readonly ShownGroup[]): string | null {
  return groups.find((g) => g.entries.some((e) => pathname === e.to || pathname.startsWith(`${e.to}/`)))?.key ?? null;
}

/**
 * The dark side menu: every group and entry the user may see, the company logo, the user's submenu (Log Out, and the
 * other language: the user's own choice, kept by the server). With `overlay` (a phone) it takes no width when
 * collapsed and opens, expanded, over the page.
 */
export function SideMenu({ collapsed, overlay = false, onExpand }: { collapsed: boolean; overlay?: boolean; onExpand: () => void }) {
  const scopes = useSession((s) => s.permissions);
  const name = useSession((s) => s.claims?.name ?? '');
  const company = useSession((s) => s.company);
  const { pathname } = useLocation();
  const t = useShellT();
  const language = useLanguage();
  const groups = useMemo<ShownGroup[]>(
    () => [
      ...visibleMenu({ scopes }).map((group) => ({
        ...group,
        text: t(group.label),
        entries: group.entries.map((entry) => ({ ...entry, text: t(entry.label) })),
      })),
      { key: 'user', text: name, icon: CircleUser, entries: [{ text: t('menu.logOut'), to: '/logout' }] },
    ],
    [scopes, name, t],
  );
  const [open, setOpen] = useState<string | null>(() => groupOf(pathname, groups));

  useEffect(() => {
    const current = groupOf(pathname, groups);
    if (current) setOpen(current);
  }, [pathname, groups]);

  return (
    <Aside $collapsed={collapsed} $overlay={overlay} aria-label={t('menu.side')} data-collapsed={collapsed}>
      <Pinned>
        {!collapsed && company ? (
          <LogoBox>
            <CompanyLogo name={company.name} logo={company.logo} />
          </LogoBox>
        ) : null}
        <nav aria-label={t('menu.main')}>
          <List>
            {groups.map((group) => {
              if (group.to) {
                return (
                  <li key={group.key}>
                    <GroupLink to={group.to} title={collapsed ? group.text : undefined}>
                      <Mark aria-hidden="true"><group.icon size={18} strokeWidth={2} /></Mark>
                      {collapsed ? <span className="sr-only">{group.text}</span> : group.text}
                    </GroupLink>
                  </li>
                );
              }
              const isOpen = open === group.key && !collapsed;
              return (
                <li key={group.key}>
                  <GroupButton
                    aria-expanded={isOpen}
                    title={collapsed ? group.text : undefined}
                    onClick={() => {
                      if (collapsed) {
                        onExpand();
                        setOpen(group.key);
                      } else setOpen(isOpen ? null : group.key);
                    }}
                  >
                    <Mark aria-hidden="true"><group.icon size={18} strokeWidth={2} /></Mark>
                    {collapsed ? <span className="sr-only">{group.text}</span> : group.text}
                    {collapsed ? null : <Chevron $open={isOpen} aria-hidden="true">›</Chevron>}
                  </GroupButton>
                  {isOpen ? (
                    <Submenu>
                      {group.entries.map((entry) => (
                        <li key={entry.to}>
                          <EntryLink to={entry.to} end>
                            {entry.text}
                            {entry.badge === 'star' ? (
                              <Star role="img" aria-label={t('menu.star')}>
                                ★
                              </Star>
                            ) : null}
                          </EntryLink>
                        </li>
                      ))}
                      {group.key === 'user'
                        ? LANGUAGES.filter((other) => other !== language).map((other) => (
                            <li key={other}>
                              <EntryButton
                                type="button"
                                lang={LOCALES[other]}
                                onClick={() => chooseLanguage(other).catch(() => notify.error(t('messages.errorTitle'), t('messages.somethingWentWrong')))}
                              >
                                {t(`language.name.${other}`)}
                              </EntryButton>
                            </li>
                          ))
                        : null}
                    </Submenu>
                  ) : null}
                </li>
              );
            })}
          </List>
        </nav>
      </Pinned>
    </Aside>
  );
}
