import { defineMessages } from '../../i18n/define-messages.ts';

/** The services chooser's texts. */
export const servicesText = defineMessages({
  title: { es: 'Nuestros servicios', pt: 'Os nossos serviços', en: 'Our services' },
  simpleNoteHint: {
    es: 'Titularidad y cargas de un inmueble, del Registro de la Propiedad.',
    pt: 'Titularidade e encargos de um imóvel em Espanha.',
    en: 'Ownership and charges of a property in Spain.',
  },
  properties: { es: 'Conocer las propiedades de una persona o empresa', pt: 'Conhecer propriedades', en: "Know someone's properties" },
  propertiesHint: {
    es: 'Averigua qué inmuebles constan a nombre de alguien.',
    pt: 'Saiba que imóveis estão em nome de alguém.',
    en: 'Find which properties are registered to a person or company.',
  },
  certificate: { es: 'Certidão Permanente', pt: 'Pedir Certidão Permanente', en: 'Request a Certidão Permanente' },
  report: {
    es: 'Informação Predial Simplificada',
    pt: 'Pedir Informação Predial Simplificada',
    en: 'Request an Informação Predial Simplificada',
  },
  requestProduct: { es: 'Solicitar {name}', pt: 'Pedir {name}', en: 'Request {name}' },
  loading: { es: 'Cargando servicios…', pt: 'A carregar serviços…', en: 'Loading services…' },
  paymentFailedTitle: { es: 'No se ha completado el pago', pt: 'O pagamento não foi concluído', en: 'The payment was not completed' },
  cartKept: {
    es: 'Tu cesta sigue guardada con todo lo que habías elegido.',
    pt: 'O seu carrinho continua guardado com tudo o que escolheu.',
    en: 'Your cart is still saved with everything you chose.',
  },
  payAgain: { es: 'Pagar con otro método', pt: 'Pagar com outro método', en: 'Pay with another method' },
  otherProducts: { es: 'Otros trámites', pt: 'Outros serviços', en: 'Other services' },
});
