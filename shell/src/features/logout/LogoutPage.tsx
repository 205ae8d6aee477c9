import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { hasAnyPermission, PERMISSIONS as P } from '@groundwork/shared/domain';
import { browser, signOutWarnings, useSession } from '@groundwork/shared/session';
import { Banner, Button, Row, space, Spinner } from '@groundwork/shared/ui';
import { loadRemoteRoutes } from '../../remotes/remote-routes';
import { useShellT } from '../../i18n';

// In the page, not a modal: the question comes up offline above all, and a modal's files may not be on the phone.
const Question = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  max-width: 560px;
`;
/** While Log Out asks the feature apps what waits (up to FIELD_APP_WAIT_MS): said, not an empty page. */
const Checking = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

/** How long Log Out waits for the field app (which says what waits on the phone) before signing out without asking. */
const FIELD_APP_WAIT_MS = 5_000;

function signOutNow(): void {
  useSession.getState().signOut();
  browser.reloadToSignIn();
}

/**
 * What the feature apps say waits on this device for the user (their registered warnings). For a user who files
 * timecards the field app is loaded first (the shell loads it after the first screen anyway): an app that cannot load
 * in time says nothing, and the user is signed out (what waits stays on the phone for them).
 */
async function warningsBeforeSignOut(): Promise<string[]> {
  if (hasAnyPermission({ scopes: useSession.getState().permissions }, P.WEB_TIMECARDS)) {
    await Promise.race([
      loadRemoteRoutes('mf_app').catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FIELD_APP_WAIT_MS)),
    ]);
  }
  return signOutWarnings();
}

/**
 * /logout: clears all local storage and reloads to the sign-in screen. When timecards of the user still wait on the
 * phone, it first says how many and lets the user stay signed in (back to the page they were on) or log out anyway.
 * A session the server ends (expiry, revocation) does not come here and is not held up.
 */
export function LogoutPage() {
  const t = useShellT();
  const navigate = useNavigate();
  const location = useLocation();
  const [warnings, setWarnings] = useState<string[] | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    let live = true;
    void warningsBeforeSignOut().then((said) => {
      if (!live) return;
      if (said.length === 0) {
        leaving.current = true;
        signOutNow();
      } else {
        setWarnings(said);
      }
    });
    return () => {
      live = false;
    };
  }, []);

  if (!warnings) {
    return (
      <Checking role="status">
        <Spinner size={24} label={null} />
        {t('logout.checking')}
      </Checking>
    );
  }
  const stay = () => {
    if (leaving.current) return;
    // Back to the page Log Out was chosen on; opened directly, to the home page.
    if (location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
  };
  const leave = () => {
    leaving.current = true;
    signOutNow();
  };
  return (
    <Question aria-label={t('logout.waitingTitle')}>
      <Banner tone="warning" title={t('logout.waitingTitle')} text={warnings.join(' ')} />
      <Row $gap={2} style={{ flexWrap: 'wrap' }}>
        {/* Staying first, with the focus: Enter never signs out by accident. */}
        <Button onClick={stay} autoFocus>
          {t('logout.stay')}
        </Button>
        <Button variant="danger" onClick={leave}>
          {t('logout.anyway')}
        </Button>
      </Row>
    </Question>
  );
}
