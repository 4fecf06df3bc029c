import type { ReactNode } from 'react';
import { disclaimerTexts } from '../../content/chrome/disclaimer-texts.ts';
import { Modal } from './modal.tsx';

export interface DisclaimerModalProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title and accessible name; defaults to "Offer details". */
  title?: string;
  children: ReactNode;
}

/** Spec 2.4: the disclaimer modal (its own chunk, loaded when first opened), the terms behind an offer's asterisk, on the shared Modal (focus trap, Escape, backdrop). */
export default function DisclaimerModal({
  open,
  onClose,
  title = disclaimerTexts.defaultTitle,
  children,
}: DisclaimerModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} className="disclaimer-modal">
      <h2 className="disclaimer-modal__title">{title}</h2>
      <div className="disclaimer-modal__body">{children}</div>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {disclaimerTexts.close}
      </button>
    </Modal>
  );
}
