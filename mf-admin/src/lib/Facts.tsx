import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px 24px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; }
`;

/** A detail page's label/value grid; an empty value shows as '-'. */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <List>
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v || '-'}</dd>
        </div>
      ))}
    </List>
  );
}
