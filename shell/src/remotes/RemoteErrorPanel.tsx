import styled from 'styled-components';
import { Banner, Button, space } from '@groundwork/shared/ui';
import { useShellT } from '../i18n';
import { loadErrorText } from './load-error';

const Panel = styled.section`
  max-width: 640px;
  margin: ${space(6)} auto;
`;

/**
 * Shown in the content area when a feature app cannot be loaded (unreachable, or built for other versions of the
 * shared libraries: the text says which); the rest of the shell keeps working.
 */
export function RemoteErrorPanel({ onRetry, retrying, error }: { onRetry: () => void; retrying: boolean; error: unknown }) {
  const t = useShellT();
  const { title, text } = loadErrorText(error, t);
  return (
    <Panel aria-label={t('remoteError.panel')}>
      <Banner
        tone="error"
        title={title}
        text={text}
        action={
          <Button variant="primary" onClick={onRetry} loading={retrying}>
            {t('remoteError.retry')}
          </Button>
        }
      />
    </Panel>
  );
}
