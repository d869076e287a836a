import { useInvoice } from '../../../api/get-invoice.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';

/**
 * The link invoice/?order_id= answers for an order with invoices, checked: only an http(s) link (or a path of
 * this site) is ever opened. Null while loading, without invoices, or when the backend has none yet.
 */
export function useInvoiceLink(orderId: string, hasInvoices: boolean): { loading: boolean; link: string | null } {
  const load = useInvoice(hasInvoices ? orderId : null);
  if (!hasInvoices) return { loading: false, link: null };
  if (load.status === 'loading') return { loading: true, link: null };
  return { loading: false, link: load.status === 'ready' && load.data !== null ? safeHttpUrl(load.data) : null };
}
