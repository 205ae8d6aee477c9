import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { below, panelHeader, space } from '@groundwork/shared/ui';
import { useSharedT } from '@groundwork/shared/i18n/react';

/** Backdrop + centring box shared by Modal and Drawer. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Frame = styled.div<{ $drawer: boolean }>`
  position: fixed;
  inset: 0;
  display: flex;
  ${({ $drawer }) =>
    $drawer
      ? css`justify-content: flex-end;`
      : css`
          align-items: flex-start;
          justify-content: center;
          padding: ${space(7)} ${space(3)};
          overflow-y: auto;
        `}
`;

const Panel = styled(DialogPanel)<{ $width: string; $drawer: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width};
  max-width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $drawer, theme }) =>
    $drawer
      ? css`height: 100%;`
      : css`
          border-radius: ${theme.radii.lg};
          max-height: calc(100vh - 96px);
        `}
`;
const Head = styled.div`
  ${panelHeader}
`;
const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${space(4)};
`;
const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${space(2)};
  padding: ${space(3)} ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const CloseButton = styled.button`
  border: 0;
  background: transparent;
  font-size: 20px;
  line-height: 1;
  padding: ${space(1)} ${space(2)};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${below('phone')} { min-width: ${({ theme }) => theme.touchTarget}px; min-height: ${({ theme }) => theme.touchTarget}px; }
`;

interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  /** Role of the dialog; ConfirmDialog uses alertdialog. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × button (the dialog still closes with Escape). */
  hideClose?: boolean;
}

function DialogShell({ open, onClose, title, children, footer, role = 'dialog', hideClose, drawer, width }: DialogShellProps & { drawer: boolean; width: string }) {
  const t = useSharedT();
  return (
    <Dialog open={open} onClose={onClose} role={role} style={{ position: 'relative', zIndex: drawer ? 1100 : 1200 }}>
      <Backdrop aria-hidden="true" />
      <Frame $drawer={drawer}>
        <Panel $drawer={drawer} $width={width}>
          <Head>
            <DialogTitle as="h2">{title}</DialogTitle>
            {hideClose ? null : (
              <CloseButton type="button" aria-label={t('ui.close')} onClick={onClose}>
                ×
              </CloseButton>
            )}
          </Head>
          {children !== undefined ? <Body>{children}</Body> : null}
          {footer ? <Foot>{footer}</Foot> : null}
        </Panel>
      </Frame>
    </Dialog>
  );
}

export interface ModalProps extends DialogShellProps {
  /** CSS width of the panel (default 520px). */
  width?: string;
}

/** Centred dialog: focus is trapped inside, Escape or × closes, focus returns to the opener. */
export function Modal({ width = '520px', ...props }: ModalProps) {
  return <DialogShell {...props} drawer={false} width={width} />;
}

export interface DrawerProps extends DialogShellProps {
  /** CSS width of the panel (default 480px). */
  width?: string;
  /** Cover the whole width, like the 'New Time Off Request' drawer. */
  fullWidth?: boolean;
}

/** Panel sliding from the right edge, same focus behaviour as Modal. */
export function Drawer({ width = '480px', fullWidth = false, ...props }: DrawerProps) {
  return <DialogShell {...props} drawer width={fullWidth ? '100%' : width} />;
}
