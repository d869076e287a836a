import type { PlainMessageKey } from '../../i18n/messages.ts';
import type { PrefetchHandle } from '../../lib/route-prefetch.ts';

/**
 * What each route tells the layout: its page title, and whether the header hides the Nota Simple button; and, for a
 * screen whose code loads on first use, how to load it ahead (lib/route-prefetch.ts).
 */
export interface RouteHandle extends PrefetchHandle {
  title: PlainMessageKey;
  hideNoteButton?: boolean;
  /**
   * The stores the route's screen shows on, when its store gate sends every other store to servicios: there the
   * server's page is titled as servicios, the page the buyer lands on (a municipality page on a store that does not
   * sell the Nota Simple, issue 41).
   */
  shownOn?: (storeId: number) => boolean;
}
