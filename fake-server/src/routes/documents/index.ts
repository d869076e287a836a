import { DOCUMENTS_PATH, DocumentParams, documentLink, type DocumentKind } from '#contracts/account.ts';
import { orderPdf } from '../../documents/order-pdf.ts';
import { HttpError } from '../../errors.ts';
import type { App } from '../../plugin.ts';
import { ownOrder } from '../../state/orders.ts';

/**
 * An order's PDFs (GET /desktopapp/rest/documents/{order_id}/{factura|abono|documento}-{id}.pdf), generated
 * on request: only the links the order lists (extra.facturas, extra.abonos, an item's extra.url), only for
 * the customer whose order it is (404 for a link the order does not have, and the same 404 for another
 * customer's order). They are
 * opened by the browser, not read by the API module, so they are not in the endpoint table.
 */
export default async function documentRoutes(app: App): Promise<void> {
  app.get(`${DOCUMENTS_PATH}/:order_id/:file`, { schema: { params: DocumentParams } }, async (request, reply) => {
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
  });
}
