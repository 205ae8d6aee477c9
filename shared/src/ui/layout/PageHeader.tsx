import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../theme';
import { Breadcrumbs, type BreadcrumbItem } from '../navigation/Breadcrumbs';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
`;
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;
const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  subtitle?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
}

/** The page's h1 with optional breadcrumbs above and actions beside it. */
export function PageHeader({ title, breadcrumbs, subtitle, actions }: PageHeaderProps) {
  return (
    <Header>
      {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
      <TitleRow>
        <h1>{title}</h1>
        {actions ? <Actions>{actions}</Actions> : null}
      </TitleRow>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
    </Header>
  );
}
