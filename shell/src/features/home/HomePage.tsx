import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { useCan, useSession } from '@groundwork/shared/session';
import { Button, Card, space } from '@groundwork/shared/ui';
import { useShellT } from '../../i18n';

const Welcome = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(4)};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
`;

/**
 * Home: a welcome with the current user's name and the way into the App section, My Schedule (only for a user who may
 * open it: the App's pages need web.timecards, like the bottom bar's links).
 */
export function HomePage() {
  const t = useShellT();
  const name = useSession((s) => s.claims?.name ?? '');
  const mayOpenApp = useCan(PERMISSIONS.WEB_TIMECARDS);
  const navigate = useNavigate();
  return (
    <Card>
      <Welcome>
        <h1>{t('home.welcome', { name })}</h1>
        {mayOpenApp ? (
          <Button variant="primary" size="lg" onClick={() => navigate('/app/my-schedule')}>
            {t('home.goToApp')}
          </Button>
        ) : null}
      </Welcome>
    </Card>
  );
}
