import { forwardRef, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { revealButtonCss } from '../plain-css';
import { below, space } from '../theme';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { useFieldControl } from './Field';
import { inputBox } from './inputStyles';

const StyledInput = styled.input`
  ${inputBox}
`;
const StyledTextArea = styled.textarea`
  ${inputBox}
  min-height: 80px;
  resize: vertical;
`;

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** Text input; inside a Field it takes the Field's id, aria-invalid and aria-describedby. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ id, ...rest }, ref) {
  const control = useFieldControl(id);
  return <StyledInput ref={ref} {...control} {...rest} />;
});

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ id, ...rest }, ref) {
  const control = useFieldControl(id);
  return <StyledTextArea ref={ref} {...control} {...rest} />;
});

const PasswordBox = styled.div`
  position: relative;
  display: flex;
  input { padding-right: 64px; }
`;
const RevealButton = styled.button`
  ${({ theme }) => revealButtonCss(theme)}
`;

export type PasswordInputProps = Omit<InputProps, 'type'>;

/** Password input with a Show/Hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  const t = useSharedT();
  return (
    <PasswordBox>
      <Input ref={ref} type={visible ? 'text' : 'password'} autoComplete="current-password" {...props} />
      <RevealButton type="button" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {t(visible ? 'ui.hide' : 'ui.show')}
        <span className="sr-only"> {t('ui.password')}</span>
      </RevealButton>
    </PasswordBox>
  );
});

export interface NumberInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  /** Called with the number typed, or null when the box is emptied or not a number. */
  onChange: (value: number | null) => void;
}

/** Number input whose value is a number or null (empty). */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onChange, step = 'any', ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      type="number"
      inputMode="decimal"
      step={step}
      value={value ?? ''}
      onChange={(e) => {
        const raw = e.target.value;
        const n = raw === '' ? null : Number(raw);
        onChange(n === null || Number.isNaN(n) ? null : n);
      }}
      {...rest}
    />
  );
});

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:disabled) { cursor: not-allowed; color: ${({ theme }) => theme.colors.disabledText}; }
  ${below('phone')} { min-height: ${({ theme }) => theme.touchTarget}px; }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** Visible label; when absent give `aria-label`. */
  label?: ReactNode;
  onChange?: (checked: boolean) => void;
}

/** Native checkbox with its label; onChange gets the new checked state. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, onChange, className, ...rest },
  ref,
) {
  const input = <input ref={ref} type="checkbox" onChange={(e) => onChange?.(e.target.checked)} {...rest} />;
  if (label === undefined) return input;
  return (
    <CheckLabel className={className}>
      {input}
      <span>{label}</span>
    </CheckLabel>
  );
});
