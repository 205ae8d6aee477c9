import { createContext, useContext, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { sharedIdOfEnglish, translateLoadedMessage, type SharedMessageId } from '@groundwork/shared/i18n';
import { useSharedT, type Translate } from '@groundwork/shared/i18n/react';
import { space } from '../theme';

/** What a control inside a Field needs to label and describe itself. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * Props a control spreads onto its focusable element so the Field's label, error and hint apply to it.
 * Outside a Field it returns only `id` (the given one or a generated one).
 */
export function useFieldControl(ownId?: string): FieldControlProps {
  const ctx = useContext(FieldContext);
  const generated = useId();
  if (ctx) return ownId ? { ...ctx, id: ownId } : ctx;
  return { id: ownId ?? generated };
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin-bottom: ${space(4)};
`;
const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;
const Required = styled.span`
  color: ${({ theme }) => theme.colors.error};
  margin-right: ${space(1)};
`;
const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FieldProps {
  label: ReactNode;
  /** Shows the required mark and marks the control aria-required. */
  required?: boolean;
  /** Error text under the control; also sets aria-invalid on it. */
  error?: string | null | false;
  hint?: ReactNode;
  /** Id for the control; generated when absent. */
  htmlFor?: string;
  children: ReactNode;
  className?: string;
}

/** A schema's message in the page's language: by the shared catalogue, else by its values' template (the schemas write English). */
function translatedError(error: string, t: Translate<SharedMessageId>): string {
  const id = sharedIdOfEnglish(error);
  return id ? t(id) : translateLoadedMessage(error);
}

/**
 * Label + control + hint + error, wired for screen readers (htmlFor, aria-invalid, aria-describedby). The label's id is
 * the control's id with `-label`, for a control whose visible part is not the labelled element (FilePicker's button).
 */
export function Field({ label, required, error, hint, htmlFor, children, className }: FieldProps) {
  const t = useSharedT();
  const generated = useId();
  const id = htmlFor ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <Wrapper className={className}>
      <Label id={`${id}-label`} htmlFor={id}>
        {required ? <Required aria-hidden="true">*</Required> : null}
        {label}
      </Label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} aria-live="polite">
          {translatedError(error, t)}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
