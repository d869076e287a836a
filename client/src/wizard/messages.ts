import { defineMessages } from '../i18n/define-messages.ts';

/** The stepper's own texts, shared by every wizard. */
export const wizardText = defineMessages({
  stepOf: { es: 'Paso {step} de {count}', pt: 'Passo {step} de {count}', en: 'Step {step} of {count}' },
  back: { es: 'Volver', pt: 'Voltar', en: 'Back' },
  continue: { es: 'Continuar', pt: 'Continuar', en: 'Continue' },
  runningPrice: { es: 'Precio total', pt: 'Preço total', en: 'Total price' },
  vatIncluded: { es: 'IVA incluido', pt: 'IVA incluído', en: 'VAT included' },
  breakdownHeading: { es: 'Precio', pt: 'Preço', en: 'Price' },
  breakdownTotal: { es: 'Total', pt: 'Total', en: 'Total' },
  breakdownVat: {
    es: 'IVA incluido ({rate} %): base imponible {base} e IVA {vat}',
    pt: 'IVA incluído ({rate}%): valor sem IVA {base} e IVA {vat}',
    en: 'VAT included ({rate}%): {base} before VAT and {vat} VAT',
  },
  summaryTitle: { es: 'Revisa estos datos', pt: 'Verifique estes dados', en: 'Please check these answers' },
  lastRequestHeading: { es: 'Tu última solicitud', pt: 'O seu último pedido', en: 'Your last request' },
  lastRequestBody: {
    es: 'Pediste esto el {date}: {summary}. ¿Quieres pedir lo mismo? Podrás revisarlo y cambiarlo antes de añadirlo a la cesta.',
    pt: 'Pediu isto a {date}: {summary}. Quer pedir o mesmo? Poderá revê-lo e alterá-lo antes de o adicionar ao carrinho.',
    en: 'You asked for this on {date}: {summary}. Do you want the same? You can check and change it before adding it to the cart.',
  },
  lastRequestReuse: { es: 'Usar estos datos', pt: 'Usar estes dados', en: 'Use these details' },
});
