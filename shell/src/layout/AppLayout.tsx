import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CONSTANTS } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Button, below, space, theme } from '@groundwork/shared/ui';
import { CompanySwitcher } from '../features/company-switch/CompanySwitcher';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useShellT } from '../i18n';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { SideMenu } from './SideMenu';
import { useMediaQuery } from './useMediaQuery';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;
const Column = styled.div<{ $withBottomBar: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ $withBottomBar }) => ($withBottomBar ? '56px' : '0')};
`;
const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  min-height: ${({ theme }) => theme.layout.headerHeight}px;
  /* The switcher sits at the top right with an offset of 10. */
  padding: 0 10px 0 ${space(2)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
/** The current company's name, beside the menu button (cut with an ellipsis on a narrow screen). */
const CurrentCompany = styled.span`
  margin-right: auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
/**
 * At least the screen's height below the header: the footer starts below the fold and stays there, instead of
 * sitting at the bottom of the screen until a page's content arrives and pushes it down (a layout shift).
 */
const Content = styled.main`
  flex: 1;
  min-width: 0;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
  padding: ${space(5)};
  position: relative;
  ${below('phone')} { padding: ${space(3)}; }
`;
const MenuButton = styled(Button)`
  ${below('phone')} { min-width: 44px; min-height: 44px; }
`;
/** Behind the side menu opened over the page on a phone: a tap outside the menu closes it. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer - 1};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** Phones: the collapsed menu takes no width and opens over the page. */
const PHONE_QUERY = `(max-width: ${theme.breakpoints.phone}px)`;

/**
 * Collapsed at 992 px or less and on /app pages; the user's own toggle holds until that automatic state changes.
 * On a phone the menu opened over the page closes again on the next page.
 */
function useMenuCollapse(pathname: string, isAppPage: boolean, phone: boolean): [boolean, (collapsed: boolean) => void] {
  const narrow = useMediaQuery(`(max-width: ${CONSTANTS.sideMenuCollapseWidth}px)`);
  const automatic = narrow || isAppPage;
  const [override, setOverride] = useState<{ when: boolean; path: string | null; collapsed: boolean } | null>(null);
  // A phone's toggle is for the page it was made on, once: leaving it forgets the toggle, so Back (or Stay Signed In
  // after Log Out) does not bring the menu back open over that page.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (override?.path != null) setOverride(null);
  }
  const holds = override !== null && override.when === automatic && (override.path === null || override.path === pathname);
  const collapsed = holds ? override.collapsed : automatic;
  return [collapsed, (value) => setOverride({ when: automatic, path: phone ? pathname : null, collapsed: value })];
}

/**
 * The signed-in layout: side menu, header with the notifications' bell and the company switcher, content, footer, App bottom bar. On a phone
 * (768 px or less) the collapsed menu takes no width and opens over the page from the menu button or Main Menu.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const company = useSession((s) => s.company);
  const isAppPage = pathname === '/app' || pathname.startsWith('/app/');
  const phone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useMenuCollapse(pathname, isAppPage, phone);
  const overlayOpen = phone && !collapsed;
  const content = useRef<HTMLElement>(null);
  const t = useShellT();

  useEffect(() => {
    if (!overlayOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCollapsed(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayOpen]); // eslint-disable-line react-hooks/exhaustive-deps -- setCollapsed only records the choice

  const shownPath = useRef(pathname);
  useEffect(() => {
    // Scroll to the top on every route change (not on the first screen, already at the top: scrolling there would
    // lay the page out in the middle of its first render).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    content.current?.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <Frame>
      <SideMenu collapsed={collapsed} overlay={phone} onExpand={() => setCollapsed(false)} />
      {overlayOpen ? <Backdrop data-testid="menu-backdrop" aria-hidden="true" onClick={() => setCollapsed(true)} /> : null}
      <Column $withBottomBar={isAppPage}>
        <Header>
          <MenuButton variant="ghost" aria-label={t(collapsed ? 'layout.expandMenu' : 'layout.collapseMenu')} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
            <span aria-hidden="true">☰</span>
          </MenuButton>
          {company ? <CurrentCompany data-testid="current-company">{company.name}</CurrentCompany> : null}
          <NotificationBell />
          <CompanySwitcher />
        </Header>
        <Content ref={content}>
          <Outlet />
        </Content>
        <Footer company={company?.name ?? ''} year={new Date().getFullYear()} />
      </Column>
      {isAppPage ? <BottomBar onMainMenu={() => setCollapsed(!collapsed)} /> : null}
    </Frame>
  );
}
