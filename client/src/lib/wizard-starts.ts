/**
 * Each wizard with its own screens, by its flow id (its session key wizard_{id}, and the name a host page opens it
 * by), and the step it starts on. The flows use the same ids (app/restart-flow.test.ts checks them); the table is
 * here so the error page and the host bridge need no wizard's code.
 */
export const WIZARD_STARTS = {
  'nota-simple': '/nota-simple/step1',
  'q-propiedades': '/q-propiedades/step1',
  'certidao-permanente': '/certidao-permanente/step1',
  'i-predial-simplificada': '/i-predial-simplificada/step1',
} as const;
export type WizardName = keyof typeof WIZARD_STARTS;
