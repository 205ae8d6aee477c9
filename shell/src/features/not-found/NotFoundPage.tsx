import styled from 'styled-components';
import { space } from '@groundwork/shared/ui';
import { useShellT } from '../../i18n';

const Box = styled.section`
  padding: ${space(7)} ${space(4)};
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

/** Any path the product does not have (spec 01 §2). */
export function NotFoundPage() {
  const t = useShellT();
  return (
    <Box>
      <h1>{t('notFound.title')}</h1>
    </Box>
  );
}
