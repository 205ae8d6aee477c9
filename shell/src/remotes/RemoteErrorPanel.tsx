import styled from 'styled-components';
import { Banner, Button, space } from '@groundwork/shared/ui';

const Panel = styled.section`
  max-width: 640px;
  margin: ${space(6)} auto;
`;

/** Shown in the content area when a feature app cannot be loaded; the rest of the shell keeps working. */
export function RemoteErrorPanel({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Panel aria-label="Loading error">
      <Banner
        tone="error"
        title="This part of Groundwork could not be loaded."
        text="Check your connection and try again. The menu and the other pages keep working."
        action={
          <Button variant="primary" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        }
      />
    </Panel>
  );
}
