import type { Language } from '../lib/store-rules.ts';

/**
 * UI text in the three languages. The spec's Spanish and Portuguese copy is used verbatim;
 * where the spec gives only English (the failed-call error) the English is verbatim and es/pt translate it.
 */
const es = {
  'app.loading': 'Cargando…',
  'app.skipToContent': 'Saltar al contenido',
  'error.callFailed': 'Algo ha ido mal; por favor, inténtalo de nuevo más tarde.',
  'common.ok': 'Ok',
  'common.close': 'Cerrar',
  'header.home': 'Inicio de {portal}',
  'header.requestNote': 'Solicitar Nota Simple',
  'header.nav': 'Principal',
  'cart.label': 'Cesta',
  'cart.buttonLabel': 'Cesta, {count} productos',
  'cart.title': 'Tu cesta',
  'cart.edit': 'Editar',
  'cart.editItem': 'Editar {name}',
  'cart.delete': 'Eliminar',
  'cart.deleteItem': 'Eliminar {name}',
  'cart.cancelRequest': 'Cancelar solicitud',
  'cart.cancelRequestItem': 'Cancelar solicitud de {name}',
  'cart.buy': 'Comprar',
  'cart.editTitle': 'Editar {name}',
  'cart.editUnavailable': 'Los datos de este producto se editan con su propio formulario, que llega con su flujo.',
  'services.title': 'Nuestros servicios',
  'services.simpleNote': 'Solicitar Nota Simple',
  'services.simpleNoteHint': 'Titularidad y cargas de un inmueble, del Registro de la Propiedad.',
  'services.properties': 'Conocer las propiedades de una persona o empresa',
  'services.propertiesHint': 'Averigua qué inmuebles constan a nombre de alguien.',
  'services.certificate': 'Certidão Permanente',
  'services.report': 'Informação Predial Simplificada',
  'services.requestProduct': 'Solicitar {name}',
  'services.loading': 'Cargando servicios…',
  'services.otherProducts': 'Otros trámites',
  'placeholder.title': '{screen}',
  'placeholder.body': 'Esta pantalla es un marcador de posición: su formulario llega con la tarea de «{flow}».',
  'placeholder.back': 'Volver a los servicios',
  'title.services': 'Servicios',
  'title.simpleNote': 'Solicitar Nota Simple',
  'title.properties': 'Conocer propiedades',
  'title.certificate': 'Certidão Permanente',
  'title.report': 'Informação Predial Simplificada',
  'title.product': 'Solicitar producto',
  'title.productUpdate': 'Actualizar pedido',
  'title.cartAdd': 'Añadir a la cesta',
  'title.register': 'Identificación del cliente',
  'title.authenticate': 'Acceso de clientes',
  'title.payment': 'Pago',
  'title.checkout': 'Checkout',
  'title.success': 'Pedido realizado',
  'title.finalize': 'Completar pedido',
  'title.municipality': 'Registro de la Propiedad',
  'title.municipalityNote': 'Nota Simple del Registro de la Propiedad',
  'flow.certificate': 'Certidão Permanente',
  'flow.report': 'Informação Predial Simplificada',
};
export type MessageKey = keyof typeof es;
export type Messages = Record<MessageKey, string>;

const pt: Messages = {
  'app.loading': 'A carregar…',
  'app.skipToContent': 'Saltar para o conteúdo',
  'error.callFailed': 'Algo correu mal; por favor, tente novamente mais tarde.',
  'common.ok': 'Ok',
  'common.close': 'Fechar',
  'header.home': 'Início de {portal}',
  'header.requestNote': 'Solicitar Nota Simple',
  'header.nav': 'Principal',
  'cart.label': 'Carrinho',
  'cart.buttonLabel': 'Carrinho, {count} produtos',
  'cart.title': 'O seu carrinho',
  'cart.edit': 'Editar',
  'cart.editItem': 'Editar {name}',
  'cart.delete': 'Eliminar',
  'cart.deleteItem': 'Eliminar {name}',
  'cart.cancelRequest': 'Cancelar pedido',
  'cart.cancelRequestItem': 'Cancelar pedido de {name}',
  'cart.buy': 'Comprar',
  'cart.editTitle': 'Editar {name}',
  'cart.editUnavailable': 'Os dados deste produto editam-se com o seu próprio formulário, que chega com o seu fluxo.',
  'services.title': 'Os nossos serviços',
  'services.simpleNote': 'Solicitar Nota Simple',
  'services.simpleNoteHint': 'Titularidade e encargos de um imóvel em Espanha.',
  'services.properties': 'Conhecer propriedades',
  'services.propertiesHint': 'Saiba que imóveis estão em nome de alguém.',
  'services.certificate': 'Pedir Certidão Permanente',
  'services.report': 'Pedir Informação Predial Simplificada',
  'services.requestProduct': 'Pedir {name}',
  'services.loading': 'A carregar serviços…',
  'services.otherProducts': 'Outros serviços',
  'placeholder.title': '{screen}',
  'placeholder.body': 'Este ecrã é provisório: o seu formulário chega com a tarefa «{flow}».',
  'placeholder.back': 'Voltar aos serviços',
  'title.services': 'Serviços',
  'title.simpleNote': 'Solicitar Nota Simple',
  'title.properties': 'Conhecer propriedades',
  'title.certificate': 'Certidão Permanente',
  'title.report': 'Informação Predial Simplificada',
  'title.product': 'Pedir serviço',
  'title.productUpdate': 'Atualizar encomenda',
  'title.cartAdd': 'Adicionar ao carrinho',
  'title.register': 'Identificação do cliente',
  'title.authenticate': 'Acesso de clientes',
  'title.payment': 'Pagamento',
  'title.checkout': 'Checkout',
  'title.success': 'Pedido concluído',
  'title.finalize': 'Completar pedido',
  'title.municipality': 'Registo Predial',
  'title.municipalityNote': 'Nota Simple do Registo Predial',
  'flow.certificate': 'Certidão Permanente',
  'flow.report': 'Informação Predial Simplificada',
};

const en: Messages = {
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',
  'error.callFailed': 'Something bad happened; please try again later.',
  'common.ok': 'Ok',
  'common.close': 'Close',
  'header.home': '{portal} home',
  'header.requestNote': 'Request a Nota Simple',
  'header.nav': 'Main',
  'cart.label': 'Cart',
  'cart.buttonLabel': 'Cart, {count} items',
  'cart.title': 'Your cart',
  'cart.edit': 'Edit',
  'cart.editItem': 'Edit {name}',
  'cart.delete': 'Delete',
  'cart.deleteItem': 'Delete {name}',
  'cart.cancelRequest': 'Cancel request',
  'cart.cancelRequestItem': 'Cancel request for {name}',
  'cart.buy': 'Buy',
  'cart.editTitle': 'Edit {name}',
  'cart.editUnavailable': "This product's details are edited with its own form, which arrives with its flow.",
  'services.title': 'Our services',
  'services.simpleNote': 'Request a Nota Simple',
  'services.simpleNoteHint': 'Ownership and charges of a property in Spain.',
  'services.properties': "Know someone's properties",
  'services.propertiesHint': 'Find which properties are registered to a person or company.',
  'services.certificate': 'Request a Certidão Permanente',
  'services.report': 'Request an Informação Predial Simplificada',
  'services.requestProduct': 'Request {name}',
  'services.loading': 'Loading services…',
  'services.otherProducts': 'Other services',
  'placeholder.title': '{screen}',
  'placeholder.body': 'This screen is a placeholder: its form arrives with the "{flow}" work.',
  'placeholder.back': 'Back to the services',
  'title.services': 'Services',
  'title.simpleNote': 'Request a Nota Simple',
  'title.properties': 'Know properties',
  'title.certificate': 'Certidão Permanente',
  'title.report': 'Informação Predial Simplificada',
  'title.product': 'Request a service',
  'title.productUpdate': 'Update your order',
  'title.cartAdd': 'Add to cart',
  'title.register': 'Customer identification',
  'title.authenticate': 'Customer login',
  'title.payment': 'Payment',
  'title.checkout': 'Checkout',
  'title.success': 'Order placed',
  'title.finalize': 'Complete your order',
  'title.municipality': 'Property Registry',
  'title.municipalityNote': 'Nota Simple from the Property Registry',
  'flow.certificate': 'Certidão Permanente',
  'flow.report': 'Informação Predial Simplificada',
};

export const messages: Record<Language, Messages> = { es, pt, en };

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a missing parameter stays visible instead of printing undefined. */
export function format(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return format(messages[language][key], params);
}

/**
 * A feature's own texts, in the three languages, checked to have the same keys:
 * `const text = defineMessages({ es: {...}, pt: {...}, en: {...} })`, read with `useMessages(text)`.
 */
export function defineMessages<K extends string>(table: { es: Record<K, string>; pt: Record<K, string>; en: Record<K, string> }) {
  return table;
}
export type MessageTable<K extends string> = ReturnType<typeof defineMessages<K>>;
