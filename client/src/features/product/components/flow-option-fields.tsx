import type { Product, ProductOption } from '#contracts/product.ts';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { useOptionErrorTexts } from '../hooks/use-option-texts.ts';
import { type Answers, answer, fieldIdOf, optionErrors } from '../lib/generic-rules.ts';
import { productFlow } from '../lib/product-flow.ts';
import { OptionField } from './option-field.tsx';

/** The wizard validation of the options one flow screen asks: their errors, each named by its title. */
export function useOptionsValidation(options: ProductOption[], answers: Answers) {
  const errorTexts = useOptionErrorTexts();
  return useStepValidation(
    optionErrors(options, answers, errorTexts),
    Object.fromEntries(options.map((option) => [fieldIdOf(option), option.title])),
  );
}

/** The options one flow screen asks, each answer written into the product flow as the buyer gives it. */
export function FlowOptionFields({
  product,
  options,
  answers,
  errors,
}: {
  product: Product;
  options: ProductOption[];
  answers: Answers;
  errors: Partial<Record<string, string>>;
}) {
  return options.map((option) => (
    <OptionField
      key={option.option_id}
      product={product}
      option={option}
      answers={answers}
      error={errors[fieldIdOf(option)]}
      onChange={(value) => productFlow.update({ answers: answer(product, productFlow.state.form.answers, option.option_id, value) })}
      onAnswer={(optionId, value) => productFlow.update({ answers: answer(product, productFlow.state.form.answers, optionId, value) })}
    />
  ));
}
