import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { Button } from '@groundwork/shared/ui';

// The dialog (Headless UI's Dialog) loads when first opened: every list renders a ConfirmDialog for its Delete buttons,
// most visits never open it (issue 21).
const Modal = lazy(() => import('./Modal').then((m) => ({ default: m.Modal })));

export interface ConfirmDialogProps {
  open: boolean;
  /** e.g. 'Are you sure delete this record?' */
  title: ReactNode;
  /** Default: 'Click "Yes" to continue.' */
  text?: ReactNode;
  /** Runs on Yes; while a returned promise is pending, Yes shows a spinner. The dialog closes via onClose after it. */
  onConfirm: () => void | Promise<unknown>;
  /** Runs on No, Escape, ×, and after a confirmation. */
  onClose: () => void;
  yesLabel?: string;
  noLabel?: string;
  /** Style Yes as a dangerous action (default true). */
  danger?: boolean;
}

/** Yes/No question. Only Yes calls onConfirm; the No button has focus first so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onClose,
  yesLabel,
  noLabel,
  danger = true,
}: ConfirmDialogProps) {
  const t = useSharedT();
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        open={open}
        onClose={busy ? () => undefined : onClose}
        title={title}
        role="alertdialog"
        width="420px"
        hideClose
        footer={
          <>
            <Button onClick={onClose} disabled={busy} autoFocus>
              {noLabel ?? t('ui.no')}
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
              {yesLabel ?? t('ui.yes')}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{text ?? t('messages.confirmContinue')}</p>
      </Modal>
    </Suspense>
  );
}
