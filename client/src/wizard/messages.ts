import { defineMessages } from '../i18n/messages.ts';

/** The stepper's own texts, shared by every wizard. */
export const wizardText = defineMessages({
  es: {
    stepOf: 'Paso {step} de {count}',
    back: 'Volver',
    continue: 'Continuar',
    summaryTitle: 'Revisa estos datos',
  },
  pt: {
    stepOf: 'Passo {step} de {count}',
    back: 'Voltar',
    continue: 'Continuar',
    summaryTitle: 'Verifique estes dados',
  },
  en: {
    stepOf: 'Step {step} of {count}',
    back: 'Back',
    continue: 'Continue',
    summaryTitle: 'Please check these answers',
  },
});
