import type { PlainMessageKey } from '../../i18n/messages.ts';

/** What each route tells the layout: its page title, and whether the header hides the Nota Simple button. */
export interface RouteHandle {
  title: PlainMessageKey;
  hideNoteButton?: boolean;
}
