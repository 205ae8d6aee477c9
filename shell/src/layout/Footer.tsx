import styled from 'styled-components';
import { space } from '@groundwork/shared/ui';
import { useShellT } from '../i18n';
import { SHELL_VERSION } from '../app/version';
import { loadedVersions, useRemoteVersions } from '../remotes/remote-versions';

const Bar = styled.footer`
  padding: ${space(3)} ${space(4)};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The company name and a year: the current one in the layout, the fixed 2024 on the sign-in screen. Its tooltip
 * gives the version of the shell and of each feature app loaded so far.
 */
export function Footer({ company, year }: { company: string; year: number }) {
  const apps = loadedVersions(useRemoteVersions());
  const t = useShellT();
  // "Groundwork 0.1.0; feature apps: mf_admin 0.1.0, mf_reports 0.2.0"
  return (
    <Bar data-testid="footer" title={apps ? t('layout.versions', { version: SHELL_VERSION, apps }) : `Groundwork ${SHELL_VERSION}`}>
      {company} ©{year}
    </Bar>
  );
}
