import styled from 'styled-components';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { below, space } from '../theme';

export interface BreadcrumbItem {
  label: string;
  /** Hash-router path such as '/jobs'; the last item (the current page) needs none. */
  to?: string;
}

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li { display: inline-flex; gap: ${space(1)}; }
  [aria-current='page'] { color: ${({ theme }) => theme.colors.text}; }
  /* On a phone a link is a touch target: the line's text centred in 44 px. */
  ${below('phone')} {
    li { align-items: center; }
    a { display: inline-flex; align-items: center; min-height: ${({ theme }) => theme.touchTarget}px; min-width: ${({ theme }) => theme.touchTarget}px; }
  }
`;

/**
 * Trail such as Jobs > Add Time Record. Items with `to` are plain `#/path` links of the product's hash router, so the
 * light ui entry stays free of react-router (the login page loads this entry and its size is budgeted).
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const t = useSharedT();
  return (
    <Nav aria-label={t('ui.breadcrumb')}>
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a href={`#${item.to}`}>{item.label}</a>
              )}
              {last ? null : <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
