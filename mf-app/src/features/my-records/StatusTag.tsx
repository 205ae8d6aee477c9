import styled from 'styled-components';
import type { Tone } from '@groundwork/shared/ui';

/** A record's status as a small label (Pending, Approved, Declined, Exported, Waiting to send). */
export const StatusTag = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) => ({ success: theme.colors.success, error: theme.colors.error, warning: theme.colors.text, info: theme.colors.textMuted })[$tone]};
`;
