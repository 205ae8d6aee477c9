import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { listCompanies, switchCompany, type CompanySummary } from '@groundwork/shared/api';
import { browser, useCanSwitchCompany, useSession } from '@groundwork/shared/session';
import { Button, notify, space, Spinner } from '@groundwork/shared/ui';
import { runCompanySwitch, type SwitchNotice } from './switch-sequence';
import { useShellT } from '../../i18n';
import { useDismiss } from '../../layout/useDismiss';

const Anchor = styled.div`
  position: relative;
`;
const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${space(1)});
  min-width: 220px;
  max-height: 320px;
  overflow-y: auto;
  margin: 0;
  padding: ${space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  button {
    width: 100%;
    text-align: left;
    padding: ${space(2)} ${space(3)};
    border: 0;
    background: transparent;
    cursor: pointer;
    &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceMuted}; }
    &[aria-current='true'] { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  }
`;
const Notice = styled.div`
  position: fixed;
  top: ${space(4)};
  right: ${space(4)};
  z-index: ${({ theme }) => theme.zIndex.notification};
  width: min(360px, calc(100vw - 32px));
  padding: ${space(3)} ${space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  strong { display: block; }
`;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The company switcher at the top right, for companies.toggle or the Administrator role. */
export function CompanySwitcher() {
  const t = useShellT();
  const allowed = useCanSwitchCompany();
  const current = useSession((s) => s.company);
  const [open, setOpen] = useState(false);
  const [companies, setCompanies] = useState<CompanySummary[] | null>(null);
  const [notice, setNotice] = useState<SwitchNotice | null>(null);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || companies) return;
    // A failed list stops loading without a message (spec 01 §8).
    listCompanies().then(setCompanies, () => setCompanies([]));
  }, [open, companies]);

  useDismiss(open, anchor, setOpen);

  if (!allowed) return null;

  function choose(company: CompanySummary) {
    setOpen(false);
    runCompanySwitch(
      { id: company.id, name: company.name, logo: company.logo },
      {
        show: setNotice,
        wait,
        requestToken: async (id) => (await switchCompany(id)).token,
        store: (token, stored) => useSession.getState().switchCompany(token, stored),
        reload: () => browser.reload(),
      },
    ).catch(() => {
      setNotice(null);
      notify.error(t('messages.errorTitle'), t('companySwitch.failed'));
    });
  }

  return (
    <Anchor ref={anchor}>
      <Button aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((o) => !o)} disabled={notice !== null}>
        {t('companySwitch.button')}
      </Button>
      {open ? (
        <Menu aria-label={t('companySwitch.menu')}>
          {companies === null ? (
            <li>
              <Spinner />
            </li>
          ) : (
            companies.map((company) => (
              <li key={company.id}>
                <button type="button" aria-current={company.id === current?.id} onClick={() => choose(company)}>
                  {company.name}
                </button>
              </li>
            ))
          )}
        </Menu>
      ) : null}
      {notice ? (
        <Notice role="status" aria-live="polite">
          {notice.stage === 'switching' ? (
            <strong>{t('companySwitch.switching')}</strong>
          ) : (
            <>
              <strong>{t('companySwitch.redirectingTo', { company: notice.company })}</strong>
              <span>{t('companySwitch.reloadAfter', { n: notice.secondsLeft })}</span>
            </>
          )}
        </Notice>
      ) : null}
    </Anchor>
  );
}
