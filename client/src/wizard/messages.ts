import { defineMessages } from '../i18n/define-messages.ts';

/** The stepper's own texts, shared by every wizard. */
export const wizardText = defineMessages({
  stepOf: { es: 'Paso {step} de {count}', pt: 'Passo {step} de {count}', en: 'Step {step} of {count}' },
  back: { es: 'Volver', pt: 'Voltar', en: 'Back' },
  continue: { es: 'Continuar', pt: 'Continuar', en: 'Continue' },
  summaryTitle: { es: 'Revisa estos datos', pt: 'Verifique estes dados', en: 'Please check these answers' },
});
