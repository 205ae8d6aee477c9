import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@groundwork/shared/domain';
import { Button } from '@groundwork/shared/ui';
import { Modal } from './Modal';

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
  text = MESSAGES.confirmContinue,
  onConfirm,
  onClose,
  yesLabel = 'Yes',
  noLabel = 'No',
  danger = true,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
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
            {noLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
            {yesLabel}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{text}</p>
    </Modal>
  );
}
