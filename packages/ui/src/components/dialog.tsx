// A modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
// Escape closes it, and it is labelled by its title.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
};

export function Dialog({ open, title, onClose, children, footer }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  // The browser gives focus back on close(), not when an open dialog is taken off the page (its
  // owner stopped rendering it): do it then, so keyboard users land where they were.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (dialog?.open && !dialog.isConnected && lost && opener.current?.isConnected) opener.current.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="sf-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className="sf-dialog__header">
            <h2 id={titleId} className="sf-dialog__title">
              {title}
            </h2>
            <button type="button" className="sf-button sf-button--link sf-dialog__close" onClick={onClose} aria-label={t`關閉`}>
              ×
            </button>
          </div>
          <div className="sf-dialog__body">{children}</div>
          {footer ? <div className="sf-dialog__footer">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
