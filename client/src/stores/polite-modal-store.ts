import { proxy } from 'valtio';

/** What the polite modal shows (spec 2 "Other dialogs"): an HTML message and, when given, the help line's phone. */
export interface PoliteMessage {
  /** HTML from the backend or the host page; the modal sanitizes it before showing it. */
  html: string;
  /** A help phone number; the modal then adds the help line with it and the site name. */
  phone?: string;
}

/** The one polite modal of the app; the layout shows it (its code and DOMPurify load when it first opens). */
export const politeModalState = proxy<{ message: PoliteMessage | null }>({ message: null });

/** Opens the polite modal, replacing any message it shows; for screens and the host-page event bridge alike. */
export function showPoliteModal(message: PoliteMessage): void {
  politeModalState.message = { html: message.html, ...(message.phone?.trim() ? { phone: message.phone.trim() } : {}) };
}

export function closePoliteModal(): void {
  politeModalState.message = null;
}
