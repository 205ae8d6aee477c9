import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { AppNotification } from '@groundwork/shared/domain';
import { formatDate, formatHours, formatMoney } from '@groundwork/shared/i18n';
import { below, Button, space, Spinner } from '@groundwork/shared/ui';
import { useNotificationsT } from './catalogue';
import { useNotifications } from './useNotifications';
import { useDismiss } from '../../layout/useDismiss';

const Anchor = styled.div`
  position: relative;
`;
const BellButton = styled(Button)`
  position: relative;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space(2)};
`;
const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
`;
/** Under the bell; on a phone the width of the screen (less a margin) under the header. */
const Panel = styled.section`
  position: absolute;
  right: 0;
  top: calc(100% + ${space(1)});
  width: min(380px, calc(100vw - 20px));
  max-height: min(480px, calc(100vh - 80px));
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  ${below('phone')} {
    position: fixed;
    left: 10px;
    right: 10px;
    top: ${({ theme }) => theme.layout.headerHeight}px;
    width: auto;
  }
  h2 {
    margin: 0;
    padding: ${space(3)} ${space(3)} ${space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  p {
    margin: 0;
    padding: ${space(3)};
  }
`;
const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(2)} ${space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.infoBg : 'transparent')};
  a {
    color: inherit;
    font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.medium : 'normal')};
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const WHEN: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** Where a notification leads: the job cost screen of its job, its cost code marked. */
export const notificationPath = (n: Pick<AppNotification, 'jobId' | 'costCodeId'>) => `/reports/job-cost/${n.jobId}?costCode=${n.costCodeId}`;

/**
 * The bell in the header (docs/job-cost.md "Alerts"): the count of unread notifications, the list of the newest, each
 * leading to the job cost screen of its cost code (and marked read there), and "Mark as read". Every signed-in user
 * has it; a user without notifications (a worker) sees an empty list.
 */
export function NotificationBell() {
  const { t, ready } = useNotificationsT();
  const navigate = useNavigate();
  const { list, refresh, markRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const unread = list?.unreadCount ?? 0;

  useDismiss(open, anchor, setOpen);

  const text = (n: AppNotification) => {
    const figure = (value: number) => (n.basis === 'cost' ? formatMoney(value) : formatHours(value));
    const values = { costCode: n.costCodeName, job: n.jobName, threshold: n.threshold, actual: figure(n.actual), budget: figure(n.budget) };
    return n.basis === 'cost' ? t('notifications.jobCostAlert', values) : t('notifications.jobCostAlertHours', values);
  };

  const follow = (n: AppNotification) => {
    setOpen(false);
    if (n.readAt === null) void markRead(n.id).catch(() => undefined);
    navigate(notificationPath(n));
  };

  // Its messages arrive with the bell (a few milliseconds after sign-in), never on the sign-in page.
  if (!ready) return null;
  return (
    <Anchor ref={anchor}>
      <BellButton
        variant="ghost"
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => {
          if (!open) refresh();
          setOpen(!open);
        }}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 ? <Badge data-testid="notifications-unread" aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge> : null}
      </BellButton>
      {open ? (
        <Panel aria-label={t('notifications.panel')}>
          <h2>{t('notifications.title')}</h2>
          {list === null ? (
            <p><Spinner /></p>
          ) : list.items.length === 0 ? (
            <p>{t('notifications.none')}</p>
          ) : (
            <ul>
              {list.items.map((n) => (
                <Item key={n.id} $unread={n.readAt === null}>
                  <a
                    href={`#${notificationPath(n)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      follow(n);
                    }}
                  >
                    {text(n)}
                  </a>
                  <Meta>
                    <span>{formatDate(new Date(n.createdAt), WHEN)}</span>
                    {n.readAt === null ? (
                      <Button variant="link" size="sm" onClick={() => void markRead(n.id).catch(() => undefined)}>
                        {t('notifications.markRead')}
                      </Button>
                    ) : (
                      <span>{t('notifications.read')}</span>
                    )}
                  </Meta>
                </Item>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
    </Anchor>
  );
}
