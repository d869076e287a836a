import { defineMessages } from '../../i18n/define-messages.ts';

/** The services chooser's texts. */
export const servicesText = defineMessages({
  title: { es: 'Nuestros servicios', pt: 'Os nossos serviços', en: 'Our services' },
  simpleNoteHint: {
    es: 'Titularidad y cargas de un inmueble, del Registro de la Propiedad.',
    pt: 'Titularidade e encargos de um imóvel em Espanha.',
    en: 'Ownership and charges of a property in Spain.',
  },
  propertiesHint: {
    es: 'Averigua qué inmuebles constan a nombre de alguien.',
    pt: 'Saiba que imóveis estão em nome de alguém.',
    en: 'Find which properties are registered to a person or company.',
  },
  certificateHint: {
    es: 'Descripción, titulares y cargas de un inmueble en Portugal, del Registo Predial.',
    pt: 'Descrição, titulares e encargos de um imóvel, emitida pela Conservatória do Registo Predial.',
    en: 'Description, owners and charges of a property in Portugal, from the Land Registry.',
  },
  reportHint: {
    es: 'Resumen de la situación registral de un inmueble en Portugal.',
    pt: 'Resumo da situação registal de um imóvel: titulares e encargos.',
    en: "A summary of a Portuguese property's registration: owners and charges.",
  },
  certificate: { es: 'Pedir Certidão Permanente', pt: 'Pedir Certidão Permanente', en: 'Request a Certidão Permanente' },
  report: {
    es: 'Pedir Informação Predial Simplificada',
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
  guideHint: {
    es: 'Cuéntanos tu situación y te decimos qué documentos pedir.',
    pt: 'Diga-nos a sua situação e dizemos-lhe que documentos pedir.',
    en: 'Tell us your situation and we will tell you which documents to order.',
  },
  perPropertyFound: {
    es: 'más {price} por propiedad encontrada',
    pt: 'mais {price} por imóvel encontrado',
    en: 'plus {price} per property found',
  },
  landingHowTitle: { es: 'Cómo funciona', pt: 'Como funciona', en: 'How it works' },
  landingStepAnswer: {
    es: {
      one: 'Responde {count} pregunta sobre el documento que necesitas.',
      other: 'Responde {count} preguntas sobre el documento que necesitas.',
    },
    pt: {
      one: 'Responda a {count} pergunta sobre o documento de que precisa.',
      other: 'Responda a {count} perguntas sobre o documento de que precisa.',
    },
    en: { one: 'Answer {count} question about the document you need.', other: 'Answer {count} questions about the document you need.' },
  },
  landingStepPay: {
    es: 'Paga de forma segura con tarjeta u otro método.',
    pt: 'Pague de forma segura com cartão ou outro método.',
    en: 'Pay securely by card or another method.',
  },
  landingStepReceive: {
    es: 'Lo tramitamos y te lo enviamos por email; sigues el pedido en tu cuenta.',
    pt: 'Tratamos do pedido e enviamos-lho por email; acompanha a encomenda na sua conta.',
    en: 'We apply for it and e-mail it to you; you follow the order in your account.',
  },
  landingHaveReady: { es: 'Ten a mano', pt: 'Tenha à mão', en: 'Have ready' },
});
