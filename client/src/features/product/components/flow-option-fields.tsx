import { useCallback, useState } from 'react';
import type { Product, ProductOption } from '#contracts/api/product.ts';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { useOptionErrorTexts } from '../hooks/use-option-texts.ts';
import type { Answers } from '#contracts/rules/generic-product-rules.ts';
import { type TypedSearches, fieldIdOf, optionErrors } from '../lib/generic-rules.ts';
import { answerProductOption } from '../lib/product-flow.ts';
import { OptionField } from './option-field.tsx';

/**
 * The wizard validation of the options one flow screen asks: their errors, each named by its title. `onTyped`
 * (for FlowOptionFields) keeps what the buyer typed in a searched option without picking a suggestion, so its
 * error says that text is not in the list.
 */
export function useOptionsValidation(options: ProductOption[], answers: Answers) {
  const errorTexts = useOptionErrorTexts();
  const [typed, setTyped] = useState<TypedSearches>({});
  const onTyped = useCallback(
    (optionId: string, text: string) => setTyped((current) => (current[optionId] === text ? current : { ...current, [optionId]: text })),
    [],
  );
  const validation = useStepValidation(
    optionErrors(options, answers, errorTexts, typed),
    Object.fromEntries(options.map((option) => [fieldIdOf(option), option.title])),
  );
  return { ...validation, onTyped };
}

/** The options one flow screen asks, each answer written into the product flow as the buyer gives it. */
export function FlowOptionFields({
  product,
  options,
  answers,
  errors,
  onTyped,
}: {
  product: Product;
  options: ProductOption[];
  answers: Answers;
  errors: Partial<Record<string, string>>;
  onTyped?: (optionId: string, typed: string) => void;
}) {
  return options.map((option) => (
    <OptionField
      key={option.option_id}
      product={product}
      option={option}
      answers={answers}
      error={errors[fieldIdOf(option)]}
      onChange={(value) => answerProductOption(product, option.option_id, value)}
      onAnswer={(optionId, value) => answerProductOption(product, optionId, value)}
      onTextChange={onTyped && ((typed) => onTyped(option.option_id, typed))}
    />
  ));
}
