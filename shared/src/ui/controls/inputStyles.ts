import { css } from 'styled-components';
import { below, space } from '../theme';

/** Box style shared by every text-like control (inputs, select and date triggers). */
export const inputBox = css`
  width: 100%;
  min-height: 34px;
  padding: ${space(1)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.transition};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.primary}; }
  &:focus { border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  &:disabled, &[aria-disabled='true'] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  ${below('phone')} { min-height: ${({ theme }) => theme.touchTarget}px; }
`;
