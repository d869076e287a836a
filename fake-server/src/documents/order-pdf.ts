import type { DocumentKind } from '#contracts/api/account.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import { vatBreakdown, vatRateOfOrder } from '#contracts/rules/order-rules.ts';
import { isPortugueseOrderId } from '#contracts/rules/order-status.ts';
import type { Order } from '#contracts/api/payment.ts';
import { formatEuro } from '#contracts/rules/money.ts';

/**
 * The PDFs the fake backend produces for real (with pdfkit): an order's invoice (factura) and credit note
 * (abono), naming the order, its items, the VAT of its country (order-rules.ts) and the totals; and an
 * item's delivered document, with what the registry's document says (docParsed and its entities).
 */

export interface OrderDocument {
  kind: DocumentKind;
  order: Order;
  /** The item of a delivered document. */
  item?: CartItem;
  /** The seller, as the invoice names it. */
  seller: string;
  /** The customer, as the invoice names them. */
  customer: string;
}

/** An invoice keeps ',00', so its amounts align. */
const euros = (value: number) => formatEuro(value, { cents: 'always' });

const TITLES = {
  es: {
    factura: 'Factura',
    abono: 'Factura rectificativa (abono)',
    documento: 'Documento entregado',
    vat: 'IVA',
    base: 'Base imponible',
    total: 'Total',
  },
  pt: { factura: 'Fatura', abono: 'Nota de crédito', documento: 'Documento entregue', vat: 'IVA', base: 'Base tributável', total: 'Total' },
} as const;

function render(doc: PDFKit.PDFDocument, { kind, order, item, seller, customer }: OrderDocument): void {
  const words = TITLES[isPortugueseOrderId(order.order_id) ? 'pt' : 'es'];
  const title = `${words[kind]} ${kind === 'documento' && item !== undefined ? item.referencia : order.order_id}`;
  doc.fontSize(18).text(title);
  doc.moveDown(0.5).fontSize(10).text(seller);
  doc.text(`Pedido ${order.order_id}`);
  doc.text(`Cliente: ${customer}`);
  doc.moveDown();

  if (kind === 'documento' && item !== undefined) {
    doc.fontSize(12).text(`${item.product_name} (${item.referencia})`);
    for (const option of item.options) doc.fontSize(10).text(`${option.label}: ${option.print_value}`);
    doc.moveDown();
    if (item.extra.docParsed !== undefined) doc.text(item.extra.docParsed);
    for (const entity of item.extra.docParsedEntities ?? []) doc.text(`${entity.entity}: ${entity.text_data}`);
    return;
  }

  const sign = kind === 'abono' ? -1 : 1;
  for (const line of order.items) {
    doc.fontSize(10).text(`${line.referencia}  ${line.product_name} x ${line.qty}   ${euros(sign * (line.extra.current_price ?? 0))}`);
  }
  const rate = vatRateOfOrder(order.order_id);
  const { base, vat, total } = vatBreakdown(order.total, rate);
  doc.moveDown();
  doc.text(`${words.base}: ${euros(sign * base)}`);
  doc.text(`${words.vat} ${Math.round(rate * 100)} %: ${euros(sign * vat)}`);
  doc.fontSize(12).text(`${words.total}: ${euros(sign * total)}`);
}

/** The PDF, whole (a page or two: small enough to hold). pdfkit is loaded on the first PDF, not with the server. */
export async function orderPdf(document: OrderDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { kind, order, item } = document;
  const doc = new PDFDocument({
    size: 'A4',
    info: {
      Title: `${kind} ${order.order_id}${item === undefined ? '' : ` ${item.id}`}`,
      Author: document.seller,
      Subject: `Pedido ${order.order_id}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  render(doc, document);
  doc.end();
  return done;
}
