import styled from 'styled-components';
import { MESSAGES } from '@groundwork/shared/domain';
import { space } from '@groundwork/shared/ui';

const Box = styled.section`
  padding: ${space(7)} ${space(4)};
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

/** Any path the product does not have (spec 01 §2). */
export function NotFoundPage() {
  return (
    <Box>
      <h1>{MESSAGES.notFoundPage}</h1>
    </Box>
  );
}
