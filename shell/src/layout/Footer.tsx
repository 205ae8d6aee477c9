import styled from 'styled-components';
import { space } from '@groundwork/shared/ui';

const Bar = styled.footer`
  padding: ${space(3)} ${space(4)};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The company name and a year: the current one in the layout, the fixed 2024 on the sign-in screen. */
export function Footer({ company, year }: { company: string; year: number }) {
  return (
    <Bar data-testid="footer">
      {company} ©{year}
    </Bar>
  );
}
