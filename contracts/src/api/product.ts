import { Type, type Static } from 'typebox';
import { Config } from './config.ts';
import { OPTION_TYPES } from '../constants/option-types.ts';
import { GENERIC_STEPS } from '../constants/patterns.ts';

/** spec 3 "Product option". Ids and flags travel as strings, as the backend sends them. */

export const OptionValue = Type.Object({
  id: Type.String(),
  name: Type.String(),
  price: Type.Number(),
});
export type OptionValue = Static<typeof OptionValue>;

export const PreviousStep = Type.Object({
  option_id: Type.String(),
  value: Type.String(),
  op: Type.Union([Type.Literal('eq'), Type.Literal('gtdate'), Type.Literal('ltdate')]),
});
export type PreviousStep = Static<typeof PreviousStep>;

export const ProductOption = Type.Object({
  option_id: Type.String(),
  product_id: Type.String(),
  type: Type.Enum(OPTION_TYPES),
  /** '1' means required. */
  is_require: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  title: Type.String(),
  price: Type.Number(),
  opt_values: Type.Array(OptionValue),
  placeholder: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
  previous_steps: Type.Optional(Type.Array(PreviousStep)),
  /** The wizard step (1..30) this option is asked on. */
  index: Type.Integer({ minimum: GENERIC_STEPS.min, maximum: GENERIC_STEPS.max }),
  hide_price: Type.Optional(Type.Boolean()),
  full_price: Type.Optional(Type.Boolean()),
  embedded_to_previous: Type.Optional(Type.Boolean()),
  embedded_hidden: Type.Optional(Type.Boolean()),
  previous_steps_default: Type.Optional(Type.String()),
  can_be_empty: Type.Optional(Type.Boolean()),
  autounset_option_values: Type.Optional(Type.Array(Type.String())),
  default: Type.Optional(Type.String()),
});
export type ProductOption = Static<typeof ProductOption>;

export const OptionCondition = Type.Object({ option_id: Type.String(), value: Type.String() });

export const RelatedCondition = Type.Object({
  product_id: Type.String(),
  option_id: Type.String(),
  value: Type.String(),
});

export const RelatedProduct = Type.Object({
  product_id: Type.String(),
  name: Type.String(),
  price: Type.Number(),
});

/** spec 3 "Generic product". */
export const Product = Type.Object({
  product_id: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  stores: Type.Array(Type.Integer()),
  visible_on_services: Type.Array(Type.Integer()),
  description: Type.String(),
  short_description: Type.String(),
  meta_title: Type.String(),
  meta_description: Type.String(),
  options: Type.Array(ProductOption),
  related_product: Type.Array(RelatedProduct),
  related_conditions: Type.Array(RelatedCondition),
  visible: Type.Boolean(),
  group: Type.String(),
  question_on_start: Type.Optional(Type.String()),
  conditions_to_exit: Type.Optional(Type.Object({ message: Type.String(), conditions: Type.Array(OptionCondition) })),
  conditions_to_earlycheckout: Type.Optional(
    Type.Object({
      type: Type.Union([Type.Literal('or'), Type.Literal('and')]),
      options: Type.Array(OptionCondition),
      confirmationOptions: Type.Array(Type.String()),
    }),
  ),
  conditions_to_redirect: Type.Optional(
    Type.Array(
      Type.Object({
        option_id: Type.String(),
        value: Type.String(),
        product_id_in: Type.String(),
        product_id_out: Type.String(),
      }),
    ),
  ),
  questions_on_confirm: Type.Optional(Type.Array(Type.String())),
});
export type Product = Static<typeof Product>;

/**
 * GET product?id=: `message` is a JSON string holding the Product when `ok` is true.
 * An unknown id answers 200 with ok false and an empty message (spec 8: the client ignores it).
 */
export const ProductResponse = Type.Object({
  ok: Type.Boolean(),
  message: Type.String({
    contentMediaType: 'application/json',
    contentSchema: Product,
    description: "The Product as JSON when ok; '' for an unknown id (ok false).",
  }),
  config: Config,
});
export type ProductResponse = Static<typeof ProductResponse>;
