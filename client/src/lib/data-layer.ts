/** The tag manager's queue (window.dataLayer): what the page tells it, read by the tag manager once it loads. */
interface DataLayerWindow {
  dataLayer?: unknown[];
}

export function dataLayer(target: DataLayerWindow = window as DataLayerWindow): unknown[] {
  target.dataLayer ??= [];
  return target.dataLayer;
}

/** A variable or an event for the tag manager: `{ event: 'page_view', … }`. */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  dataLayer().push(entry);
}

/**
 * A gtag command, pushed as the gtag snippet does (`dataLayer.push(arguments)`): the tag manager tells commands
 * such as `gtag('consent', 'default', {...})` from events by their being an arguments object.
 */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}
