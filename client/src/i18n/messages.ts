import { type PlainKey, defineMessages } from './define-messages.ts';

/**
 * The words every feature uses (common.*, the spec's option errors), and the app's own: loading, header,
 * route titles. A feature's other words live in its own messages.ts. The spec's Spanish and Portuguese copy
 * is used verbatim; where the spec gives only English (the failed-call error) the English is verbatim and
 * es/pt translate it.
 */
export const messages = defineMessages({
  'app.loading': { es: 'Cargando…', pt: 'A carregar…', en: 'Loading…' },
  'app.skipToContent': { es: 'Saltar al contenido', pt: 'Saltar para o conteúdo', en: 'Skip to content' },
  'error.callFailed': {
    es: 'Algo ha ido mal; por favor, inténtalo de nuevo más tarde.',
    pt: 'Algo correu mal; por favor, tente novamente mais tarde.',
    en: 'Something bad happened; please try again later.',
  },
  'error.write': { es: 'Por favor, escribe el dato', pt: 'Por favor, preencha este campo', en: 'Please enter this information' },
  'error.choose': { es: 'Por favor, selecciona una opción', pt: 'Por favor, selecione uma opção', en: 'Please select an option' },
  'common.yes': { es: 'Sí', pt: 'Sim', en: 'Yes' },
  'common.no': { es: 'No', pt: 'Não', en: 'No' },
  'common.standardService': { es: 'Normal', pt: 'Normal', en: 'Standard' },
  'question.whereIsProperty': { es: '¿Dónde está el inmueble?', pt: 'Onde fica o imóvel?', en: 'Where is the property?' },
  'question.whenNeeded': { es: '¿Cuándo la necesitas?', pt: 'Quando precisa dela?', en: 'When do you need it?' },
  'common.price': { es: 'Precio: {price}', pt: 'Preço: {price}', en: 'Price: {price}' },
  'common.total': { es: 'Total: {price}', pt: 'Total: {price}', en: 'Total: {price}' },
  /** Issue 12: every screen that shows a price says once that VAT is in it. */
  'common.pricesIncludeVat': { es: 'Precios con IVA incluido', pt: 'Preços com IVA incluído', en: 'Prices include VAT' },
  /** A price that the buyer's answers can raise: the lowest one. */
  'common.priceFrom': { es: 'desde {price}', pt: 'a partir de {price}', en: 'from {price}' },
  'common.addingToCart': { es: 'Añadiendo a la cesta…', pt: 'A adicionar ao carrinho…', en: 'Adding to the cart…' },
  'common.ok': { es: 'Ok', pt: 'Ok', en: 'Ok' },
  'common.close': { es: 'Cerrar', pt: 'Fechar', en: 'Close' },
  'common.save': { es: 'Guardar', pt: 'Guardar', en: 'Save' },
  'common.saveFailed': {
    es: 'No hemos podido guardar los cambios.',
    pt: 'Não conseguimos guardar as alterações.',
    en: 'We could not save your changes.',
  },
  'common.saving': { es: 'Guardando…', pt: 'A guardar…', en: 'Saving…' },
  'common.cancel': { es: 'Cancelar', pt: 'Cancelar', en: 'Cancel' },
  'common.retry': { es: 'Reintentar', pt: 'Tentar de novo', en: 'Try again' },
  'common.addToCart': { es: 'Añadir a la cesta', pt: 'Adicionar ao carrinho', en: 'Add to cart' },
  'common.checkout': { es: 'Finalizar compra', pt: 'Finalizar compra', en: 'Checkout' },
  'common.keepShopping': { es: 'Seguir comprando', pt: 'Continuar a comprar', en: 'Keep shopping' },
  'common.backToServices': { es: 'Volver a los servicios', pt: 'Voltar aos serviços', en: 'Back to the services' },
  'common.requestNote': { es: 'Solicitar Nota Simple', pt: 'Solicitar Nota Simple', en: 'Request a Nota Simple' },
  'common.editItem': { es: 'Editar {name}', pt: 'Editar {name}', en: 'Edit {name}' },
  'common.email': { es: 'Email', pt: 'Email', en: 'Email' },
  'common.order': { es: 'Pedido {orderId}', pt: 'Encomenda {orderId}', en: 'Order {orderId}' },
  'common.address': { es: 'Dirección', pt: 'Morada', en: 'Address' },
  'upload.sending': { es: 'Enviando {name}', pt: 'A enviar {name}', en: 'Uploading {name}' },
  'upload.done': { es: 'Hemos recibido {name}.', pt: 'Recebemos {name}.', en: 'We have received {name}.' },
  'header.home': { es: 'Inicio de {portal}', pt: 'Início de {portal}', en: '{portal} home' },
  'header.nav': { es: 'Principal', pt: 'Principal', en: 'Main' },
  'header.logIn': { es: 'Acceder', pt: 'Iniciar sessão', en: 'Log in' },
  'header.account': { es: 'Mi cuenta', pt: 'A minha conta', en: 'My account' },
  'header.logOut': { es: 'Cerrar sesión', pt: 'Terminar sessão', en: 'Log out' },
  'title.services': { es: 'Servicios', pt: 'Serviços', en: 'Services' },
  'title.properties': { es: 'Conocer propiedades', pt: 'Conhecer propriedades', en: 'Know properties' },
  'title.certificate': { es: 'Certidão Permanente', pt: 'Certidão Permanente', en: 'Certidão Permanente' },
  'title.report': { es: 'Informação Predial Simplificada', pt: 'Informação Predial Simplificada', en: 'Informação Predial Simplificada' },
  'title.product': { es: 'Solicitar producto', pt: 'Pedir serviço', en: 'Request a service' },
  'title.productUpdate': { es: 'Actualizar pedido', pt: 'Atualizar encomenda', en: 'Update your order' },
  'title.register': { es: 'Identificación del cliente', pt: 'Identificação do cliente', en: 'Customer identification' },
  'title.authenticate': { es: 'Acceso de clientes', pt: 'Acesso de clientes', en: 'Customer login' },
  'title.payment': { es: 'Pago', pt: 'Pagamento', en: 'Payment' },
  'title.checkout': { es: 'Checkout', pt: 'Finalizar a encomenda', en: 'Checkout' },
  'title.success': { es: 'Pedido realizado', pt: 'Pedido concluído', en: 'Order placed' },
  'title.orders': { es: 'Mis pedidos', pt: 'As minhas encomendas', en: 'My orders' },
  'title.order': { es: 'Detalle del pedido', pt: 'Detalhe da encomenda', en: 'Order details' },
  'title.finalize': { es: 'Completar pedido', pt: 'Completar pedido', en: 'Complete your order' },
  'title.municipality': { es: 'Registro de la Propiedad', pt: 'Registo Predial', en: 'Property Registry' },
  'title.municipalityNote': {
    es: 'Nota Simple del Registro de la Propiedad',
    pt: 'Nota Simple do Registo Predial',
    en: 'Nota Simple from the Property Registry',
  },
});

export type MessageKey = keyof typeof messages;
/** A shared key whose message takes no parameters: what a route handle or a prop names. */
export type PlainMessageKey = PlainKey<typeof messages>;
