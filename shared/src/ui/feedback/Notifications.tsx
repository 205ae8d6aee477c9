import styled from 'styled-components';
import { create } from 'zustand';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { space } from '../theme';
import { toneColors, toneIcon, type Tone } from './tone';

export interface Notification {
  id: number;
  tone: Tone;
  title: string;
  text?: string;
}

interface NotificationState {
  items: Notification[];
  push: (n: Omit<Notification, 'id'>, durationMs?: number) => number;
  dismiss: (id: number) => void;
}

/** How long a notification stays before closing itself. */
export const NOTIFICATION_DURATION_MS = 4500;

let nextId = 1;

export const useNotificationStore = create<NotificationState>((set, get) => ({
  items: [],
  push: (n, durationMs = NOTIFICATION_DURATION_MS) => {
    const id = nextId++;
    set((s) => ({ items: [...s.items, { ...n, id }] }));
    if (durationMs > 0) setTimeout(() => get().dismiss(id), durationMs);
    return id;
  },
  dismiss: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
}));

const show = (tone: Tone) => (title: string, text?: string, durationMs?: number) =>
  useNotificationStore.getState().push(text === undefined ? { tone, title } : { tone, title, text }, durationMs);

/** `notify.success('Success', MESSAGES.recordUpdated)`; returns the id for `notify.dismiss(id)`. */
export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  dismiss: (id: number) => useNotificationStore.getState().dismiss(id),
};

const Region = styled.div`
  position: fixed;
  top: ${space(4)};
  right: ${space(4)};
  z-index: ${({ theme }) => theme.zIndex.notification};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
`;
const Item = styled.div<{ $tone: Tone }>`
  pointer-events: auto;
  display: flex;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
const Icon = styled.span<{ $tone: Tone }>`
  flex: none;
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  font-weight: 700;
`;
const Content = styled.div`
  flex: 1;
  strong { display: block; }
`;
const Close = styled.button`
  flex: none;
  align-self: flex-start;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  font-size: 16px;
  line-height: 1;
  padding: 2px 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** Place once in the shell layout: shows the notifications raised with `notify`. */
export function NotificationsHost() {
  const items = useNotificationStore((s) => s.items);
  const dismiss = useNotificationStore((s) => s.dismiss);
  const t = useSharedT();
  return (
    <Region aria-live="polite" aria-label={t('ui.notifications')} role="region">
      {items.map((n) => (
        <Item key={n.id} $tone={n.tone} role={n.tone === 'error' ? 'alert' : 'status'}>
          <Icon $tone={n.tone} aria-hidden="true">
            {toneIcon[n.tone]}
          </Icon>
          <Content>
            <strong>{n.title}</strong>
            {n.text ? <span>{n.text}</span> : null}
          </Content>
          <Close type="button" aria-label={t('ui.closeNotification')} onClick={() => dismiss(n.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Region>
  );
}
