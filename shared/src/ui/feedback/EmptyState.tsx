import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { space } from '../theme';
import { Button } from '../controls/Button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(7)} ${space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export interface EmptyStateProps {
  /** Default: "No Records Found". */
  title?: ReactNode;
  description?: ReactNode;
  /** Show the Go Back button (default true). */
  showBack?: boolean;
  /** What Go Back does; default: the browser's history back. */
  onBack?: () => void;
  backLabel?: string;
  /** Extra action next to Go Back. */
  action?: ReactNode;
}

/** Shown for an empty result: "No Records Found" and a Go Back button unless told otherwise. */
export function EmptyState({
  title,
  description,
  showBack = true,
  onBack,
  backLabel,
  action,
}: EmptyStateProps) {
  const t = useSharedT();
  return (
    <Box role="status">
      <Title>{title ?? t('messages.noRecordsFound')}</Title>
      {description ? <div>{description}</div> : null}
      {showBack || action ? (
        <div style={{ display: 'flex', gap: 8 }}>
          {showBack ? (
            <Button variant="primary" onClick={onBack ?? (() => window.history.back())}>
              {backLabel ?? t('ui.goBack')}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </Box>
  );
}

/**
 * A table's empty state from its data: 'We could not find any matching record.' when there are rows but the search
 * and filters leave none (spec 02 §8 "Empty states"), else the table's own default ('No Records Found'). Give it to
 * DataTable's `emptyState`.
 */
export function noMatchState(data: readonly unknown[]): ReactNode | undefined {
  return data.length > 0 ? <NoMatch /> : undefined;
}

function NoMatch() {
  const t = useSharedT();
  return <EmptyState title={t('messages.noMatchingRecord')} showBack={false} />;
}

