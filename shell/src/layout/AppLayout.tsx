import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CONSTANTS } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Button, space } from '@groundwork/shared/ui';
import { CompanySwitcher } from '../features/company-switch/CompanySwitcher';
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
const Content = styled.main`
  flex: 1;
  padding: ${space(5)};
  position: relative;
`;

/**
 * Collapsed at 992 px or less and on /app pages; the user's own toggle holds until that automatic state changes.
 */
function useMenuCollapse(isAppPage: boolean): [boolean, (collapsed: boolean) => void] {
  const narrow = useMediaQuery(`(max-width: ${CONSTANTS.sideMenuCollapseWidth}px)`);
  const automatic = narrow || isAppPage;
  const [override, setOverride] = useState<{ when: boolean; collapsed: boolean } | null>(null);
  const collapsed = override && override.when === automatic ? override.collapsed : automatic;
  return [collapsed, (value) => setOverride({ when: automatic, collapsed: value })];
}

/** The signed-in layout: side menu, header with the company switcher, content, footer, App bottom bar. */
export function AppLayout() {
  const { pathname } = useLocation();
  const company = useSession((s) => s.company);
  const isAppPage = pathname === '/app' || pathname.startsWith('/app/');
  const [collapsed, setCollapsed] = useMenuCollapse(isAppPage);
  const content = useRef<HTMLElement>(null);

  useEffect(() => {
    // Scroll to the top on every route change.
    window.scrollTo(0, 0);
    content.current?.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <Frame>
      <SideMenu collapsed={collapsed} onExpand={() => setCollapsed(false)} />
      <Column $withBottomBar={isAppPage}>
        <Header>
          <Button variant="ghost" aria-label={collapsed ? 'Expand menu' : 'Collapse menu'} onClick={() => setCollapsed(!collapsed)}>
            <span aria-hidden="true">☰</span>
          </Button>
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
