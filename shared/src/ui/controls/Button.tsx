import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { below, space } from '../theme';
import { Spinner } from '../feedback/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks until false. */
  loading?: boolean;
  block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.error};
    border-color: ${({ theme }) => theme.colors.error};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) { filter: brightness(0.9); }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    padding-left: 0;
    padding-right: 0;
    &:hover:not(:disabled) { text-decoration: underline; }
  `,
};

const heights = { sm: 28, md: 34, lg: 40 };

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ $size }) => ($size === 'sm' ? space(2) : space(4))};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  white-space: nowrap;
  transition: background ${({ theme }) => theme.transition}, border-color ${({ theme }) => theme.transition};
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme, $variant }) => ($variant === 'link' || $variant === 'ghost' ? 'transparent' : theme.colors.disabledBg)};
    border-color: ${({ theme, $variant }) => ($variant === 'link' || $variant === 'ghost' ? 'transparent' : theme.colors.border)};
    color: ${({ theme }) => theme.colors.disabledText};
  }
  &[aria-busy='true'] { cursor: progress; }
  /* A touch target on a phone: as high and at least as wide (an arrow, a short Edit). */
  ${below('phone')} { min-height: ${({ theme }) => theme.touchTarget}px; min-width: ${({ theme }) => theme.touchTarget}px; }
`;

/** The one button. `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, block = false, type = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size={14} label={null} /> : null}
      {children}
    </StyledButton>
  );
});
