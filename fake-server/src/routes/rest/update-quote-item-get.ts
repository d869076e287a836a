import { UpdateQuoteItemBody } from '#contracts/api/generic.ts';
import type { RestHandler } from './handler.ts';
import { asQueryReading, jsonQueryParameter } from './json-query.ts';
import { updateQuoteItem } from './update-quote-item.ts';

/**
 * The GET reading of updatequoteitem (spec 7): the form the POST carries in its body comes as JSON in `form`; the
 * configuration is the session's. Answered exactly as the POST (update-quote-item.ts), a refusal naming
 * `querystring/form` where the POST names `body/form`.
 */
export const updateQuoteItemGet: RestHandler<'updateQuoteItemGet'> = (context) => {
  const form = jsonQueryParameter(context.query.form, UpdateQuoteItemBody.properties.form, 'form');
  return asQueryReading(['form'], () =>
    updateQuoteItem({ ...context, query: { id: context.query.id }, body: { config: context.config, form } }),
  );
};
