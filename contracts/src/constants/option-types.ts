/** spec 3 "Product option": the kinds of option a generic product asks for (the schemas are in product.ts). */
export const OPTION_TYPES = [
  'field',
  'municipio',
  'freguesia',
  'municipio_ce',
  'sociedad',
  'date',
  'drop_down',
  'radio',
  'radio_button',
  'checkbox',
  'file',
  'area',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** The option types answered by choosing among `opt_values` (a checkbox may tick several). */
export const CHOICE_OPTION_TYPES: readonly OptionType[] = ['drop_down', 'radio', 'radio_button', 'checkbox'];
