import styled, { css } from 'styled-components';
import type { ScheduleDayStatus } from '@groundwork/shared/domain';
import type { AppMessageId } from '../../i18n';

/** The words beside each day's colour (their message ids), so the status never rests on colour alone. */
export const STATUS_TEXT = {
  none: 'schedule.status.none',
  missing: 'schedule.status.missing',
  waiting: 'messages.waitingToSend',
  submitted: 'schedule.status.submitted',
  upcoming: 'schedule.status.upcoming',
} as const satisfies Record<ScheduleDayStatus, AppMessageId>;

/**
 * The spec's day colours: grey without requests, red a past one without a timecard, green all submitted, dark today or
 * later; amber a past day whose missing timecards wait on the phone (filed, not sent yet).
 */
export const statusColours = css<{ $status: ScheduleDayStatus }>`
  ${({ theme, $status }) =>
    ({
      none: css`background: ${theme.colors.disabledBg}; color: ${theme.colors.text}; border-color: ${theme.colors.border};`,
      missing: css`background: ${theme.colors.errorBg}; color: ${theme.colors.error}; border-color: ${theme.colors.error};`,
      waiting: css`background: ${theme.colors.warningBg}; color: ${theme.colors.warning}; border-color: ${theme.colors.warning};`,
      submitted: css`background: ${theme.colors.successBg}; color: ${theme.colors.success}; border-color: ${theme.colors.success};`,
      upcoming: css`background: ${theme.colors.menu.background}; color: ${theme.colors.textInverse}; border-color: ${theme.colors.menu.background};`,
    })[$status]}
`;

export const StatusBadge = styled.span<{ $status: ScheduleDayStatus }>`
  border: 1px solid;
  ${statusColours}
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;
