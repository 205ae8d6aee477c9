import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { space } from '../theme';

type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch' | 'baseline';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around';

export interface StackProps {
  /** Step of the spacing scale between children (default 3 = 12px). */
  $gap?: number;
  $align?: Align;
  $justify?: Justify;
  $wrap?: boolean;
}

/** Children in a column with an even gap. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 3 }) => space($gap)};
  align-items: ${({ $align = 'stretch' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
`;

/** A list (`ul`) of items in a column with an even gap, without bullets or indent: cards, requests, shifts. */
export const ListStack = styled(Stack).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Children in a row with an even gap; wraps by default so it stays usable on phones. */
export const Row = styled.div<StackProps>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap = 2 }) => space($gap)};
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
`;

const CardBox = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
/** The title bar of a card or dialog: title on the left, actions on the right, a rule below. */
export const panelHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  padding: ${space(3)} ${space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;
const CardHead = styled.header`
  ${panelHeader}
`;
const CardBody = styled.div`
  padding: ${space(4)};
`;

export interface CardProps {
  title?: ReactNode;
  /** Content at the right of the title (buttons, links). */
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A white panel; with a title it is a labelled region. */
export function Card({ title, extra, children, className }: CardProps) {
  return (
    <CardBox className={className}>
      {title || extra ? (
        <CardHead>
          {title ? <h2>{title}</h2> : <span />}
          {extra ? <div>{extra}</div> : null}
        </CardHead>
      ) : null}
      <CardBody>{children}</CardBody>
    </CardBox>
  );
}
