import { DOCUMENTS_PATH, DocumentParams, documentLink, type DocumentKind } from '#contracts/api/account.ts';
import { orderPdf } from '../../documents/order-pdf.ts';
import { HttpError } from '../../errors.ts';
import type { PageDoc } from '../../plugins/api-docs.ts';
import type { App } from '../../plugin.ts';
import { ownOrder } from '../../state/orders.ts';

/**
 * An order's PDFs (GET /desktopapp/rest/documents/{order_id}/{factura|abono|documento}-{id}.pdf), generated
 * on request: only the links the order lists (extra.facturas, extra.abonos, an item's extra.url), only for
 * the customer whose order it is (404 for a link the order does not have, and the same 404 for another
 * customer's order). They are
 * opened by the browser, not read by the API module, so they are not in the endpoint table.
 */
const documentDoc: PageDoc = {
  operationId: 'getDocument',
  tag: 'Account',
  summary: "One of an order's PDFs: its invoice, credit note or a delivered document",
  description:
    "The links come from getInvoice, and from an item's extra.url, extra.facturas and extra.abonos; opened by the browser, not by the API module.",
  success: { kind: 'pdf' },
  more: { '404': "The order has no such document, or the order is not this customer's (the same answer)." },
  examples: { params: { order_id: '1400103870', file: 'factura-1400103870.pdf' } },
};

export default async function documentRoutes(app: App): Promise<void> {
  app.get(
    `${DOCUMENTS_PATH}/:order_id/:file`,
    { schema: { params: DocumentParams }, config: { apiDoc: documentDoc } },
    async (request, reply) => {
      const { order_id: orderId, file } = request.params;
      const record = ownOrder(request.visitor, orderId);
      const link = `${DOCUMENTS_PATH}/${orderId}/${file}`;
      const [kind = ''] = file.split('-');
      const { order } = record ?? { order: undefined };
      const listed =
        order?.items.some(
          (item) => item.extra.url === link || (item.extra.facturas ?? []).includes(link) || (item.extra.abonos ?? []).includes(link),
        ) ?? false;
      if (order === undefined || !listed) throw new HttpError(404, `params/file: order ${orderId} has no document ${file}`);
      const item =
        kind === 'documento' ? order.items.find((candidate) => documentLink(orderId, 'documento', candidate.id) === link) : undefined;
      const store = app.fixtures.stores[request.visitor.storeId];
      const pdf = await orderPdf({
        kind: kind as DocumentKind,
        order,
        ...(item === undefined ? {} : { item }),
        seller: store.portalName,
        customer: request.visitor.account?.email ?? '',
      });
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${file}"`).send(pdf);
    },
  );
}
