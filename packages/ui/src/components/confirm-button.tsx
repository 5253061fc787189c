// An action that asks first: its button opens a dialog that says what will happen; the confirm
// button runs the action once (never while it is still running) and closes the dialog when it
// succeeds. A refusal stays in the dialog, in the specification's format or the page's language,
// so the person reads why and may try again or go back.
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { FormFailure } from '../forms/form-failure';
import { useFailureText } from '../forms/failure-text';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

export type ConfirmButtonProps = {
  /** The button that opens the dialog, and the dialog's confirm button. */
  variant: Extract<ButtonVariant, 'primary' | 'danger'>;
  label: ReactNode;
  title: ReactNode;
  confirmLabel: ReactNode;
  /** What the dialog says will happen. */
  children: ReactNode;
  /** The action; a thrown error is shown in the dialog. */
  onConfirm: () => Promise<void>;
};

export function ConfirmButton({ variant, label, title, confirmLabel, children, onConfirm }: ConfirmButtonProps) {
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
      <Dialog
        open={open}
        title={title}
        onClose={close}
        footer={
          <>
            <Button onClick={close} disabled={busy}>
              <Trans>返回</Trans>
            </Button>
            <Button variant={variant} busy={busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <FormFailure failure={failure} />
        {children}
      </Dialog>
    </>
  );
}
