import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { space } from '@groundwork/shared/ui';
import { useShellT } from '../i18n';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  background: ${({ theme }) => theme.colors.menu.background};
  border-top: 1px solid ${({ theme }) => theme.colors.menu.backgroundHover};
  a, button {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 56px;
    padding: ${space(3)} ${space(1)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.menu.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }
  a.active { color: ${({ theme }) => theme.colors.menu.textActive}; background: ${({ theme }) => theme.colors.menu.backgroundActive}; }
`;

/** The App pages' bottom bar: Main Menu (opens the side menu; over the page on a phone), Crew Builder, My Schedule, My Records. */
export function BottomBar({ onMainMenu }: { onMainMenu: () => void }) {
  const crewBuilder = useCan(PERMISSIONS.WEB_CREW_BUILDER);
  const timecards = useCan(PERMISSIONS.WEB_TIMECARDS);
  const t = useShellT();
  return (
    <Bar aria-label={t('layout.appNavigation')}>
      <button type="button" onClick={onMainMenu}>
        {t('layout.mainMenuButton')}
      </button>
      {crewBuilder ? <NavLink to="/app/crew-builder">{t('menu.crewBuilder')}</NavLink> : null}
      {timecards ? <NavLink to="/app/my-schedule">{t('menu.mySchedule')}</NavLink> : null}
      {timecards ? <NavLink to="/app/my-records">{t('menu.myRecords')}</NavLink> : null}
    </Bar>
  );
}
