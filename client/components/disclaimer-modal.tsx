import { useState, type ReactNode } from 'react';
import { disclaimerTexts } from '../../content/chrome/shared-texts.ts';
import { Modal } from './modal.tsx';

export interface DisclaimerModalProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title and accessible name; defaults to "Offer details". */
  title?: string;
  children: ReactNode;
}

/** Spec 2.4: the disclaimer modal, the terms behind an offer's asterisk, on the shared Modal (focus trap, Escape, backdrop). */
export function DisclaimerModal({ open, onClose, title = disclaimerTexts.defaultTitle, children }: DisclaimerModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} className="disclaimer-modal">
      <h2 className="disclaimer-modal__title">{title}</h2>
      <div className="disclaimer-modal__body">{children}</div>
      <button type="button" className="button button--secondary" onClick={onClose}>{disclaimerTexts.close}</button>
    </Modal>
  );
}

export interface DisclaimerButtonProps {
  /** Visible text of the trigger, e.g. "Offer details". */
  label: string;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A link-styled button that opens a DisclaimerModal with `children`: the usual way a page shows its fine print. */
export function DisclaimerButton({ label, title, children, className }: DisclaimerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`link-button ${className ?? ''}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>{label}</button>
      <DisclaimerModal open={open} onClose={() => setOpen(false)} title={title}>{children}</DisclaimerModal>
    </>
  );
}
