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
  /** An add refused before it is sent: the cart holds the most items it may (contracts' cart-bounds.ts). */
  'cart.full': {
    es: 'Tu cesta ya tiene {max} documentos, el máximo. Paga los que tienes o quita alguno de la cesta para añadir este.',
    pt: 'O seu carrinho já tem {max} documentos, o máximo. Pague os que tem ou retire algum do carrinho para adicionar este.',
    en: 'Your cart already holds {max} documents, the most it can. Pay for those or remove one from the cart to add this one.',
  },
  'error.write': { es: 'Por favor, escribe el dato', pt: 'Por favor, preencha este campo', en: 'Please enter this information' },
  'error.choose': { es: 'Por favor, selecciona una opción', pt: 'Por favor, selecione uma opção', en: 'Please select an option' },
  'common.yes': { es: 'Sí', pt: 'Sim', en: 'Yes' },
  'common.no': { es: 'No', pt: 'Não', en: 'No' },
  'common.standardService': { es: 'Normal', pt: 'Normal', en: 'Standard' },
  'question.whereIsProperty': { es: '¿Dónde está el inmueble?', pt: 'Onde fica o imóvel?', en: 'Where is the property?' },
  'question.whenNeeded': { es: '¿Cuándo la necesitas?', pt: 'Quando precisa dela?', en: 'When do you need it?' },
  'common.price': { es: 'Precio: {price}', pt: 'Preço: {price}', en: 'Price: {price}' },
  'common.change': { es: 'Cambiar', pt: 'Alterar', en: 'Change' },
  'common.total': { es: 'Total: {price}', pt: 'Total: {price}', en: 'Total: {price}' },
  /** Issue 12: every screen that shows a price says once that VAT is in it. */
  'common.pricesIncludeVat': { es: 'Precios con IVA incluido', pt: 'Preços com IVA incluído', en: 'Prices include VAT' },
  /** A price that the buyer's answers can raise: the lowest one. */
  'common.priceFrom': { es: 'desde {price}', pt: 'a partir de {price}', en: 'from {price}' },
  'common.addingToCart': { es: 'Añadiendo a la cesta…', pt: 'A adicionar ao carrinho…', en: 'Adding to your cart…' },
  'common.addFailed': {
    es: 'No hemos podido añadirlo a la cesta.',
    pt: 'Não foi possível adicioná-lo ao carrinho.',
    en: 'We could not add it to your cart.',
  },
  /** The heading of a flow's last step, where the buyer checks the request before adding it. */
  'common.reviewYourOrder': { es: 'Revisa tu pedido', pt: 'Confirme o seu pedido', en: 'Check your order' },
  'common.start': { es: 'Empezar', pt: 'Começar', en: 'Start' },
  /** The person or company a property is registered to (a review's row). */
  'common.owner': { es: 'Titular', pt: 'Titular', en: 'Owner' },
  /** The property search's name: its card on the chooser and its first step's heading. */
  'common.propertiesQuery': {
    es: 'Conocer las propiedades de una persona o empresa',
    pt: 'Conhecer os imóveis de uma pessoa ou empresa',
    en: "Find a person's or a company's properties",
  },
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
  /** The product's name: the simple-note review and the header's short 'Solicitar Nota Simple' on a phone. */
  'common.notaSimple': { es: 'Nota Simple', pt: 'Nota Simple', en: 'Nota Simple' },
  'common.editItem': { es: 'Editar {name}', pt: 'Editar {name}', en: 'Edit {name}' },
  'common.email': { es: 'Email', pt: 'Email', en: 'Email' },
  'common.backToOrder': { es: 'Volver al pedido {order}', pt: 'Voltar à encomenda {order}', en: 'Back to order {order}' },
  'common.order': { es: 'Pedido {orderId}', pt: 'Encomenda {orderId}', en: 'Order {orderId}' },
  'common.address': { es: 'Dirección', pt: 'Morada', en: 'Address' },
  'common.addressSuggestionsOff': {
    es: 'Las sugerencias de direcciones no están disponibles ahora: escribe la dirección completa.',
    pt: 'As sugestões de moradas não estão disponíveis agora: escreva a morada completa.',
    en: 'Address suggestions are not available right now: type the full address.',
  },
  'search.searching': { es: 'Buscando «{term}»…', pt: 'A procurar «{term}»…', en: 'Searching for “{term}”…' },
  'search.failed': {
    es: 'No hemos podido buscar «{term}». Vuelve a escribir para intentarlo otra vez.',
    pt: 'Não conseguimos procurar «{term}». Volte a escrever para tentar outra vez.',
    en: 'We could not search for “{term}”. Type again to retry.',
  },
  /** A failed search in a field that keeps the typed text as the answer (ui/search-field.tsx onKeepTyped). */
  'search.failedKept': {
    es: 'No hemos podido buscar «{term}»: lo dejamos como lo has escrito. Puedes seguir.',
    pt: 'Não conseguimos procurar «{term}»: fica como o escreveu. Pode continuar.',
    en: 'We could not search for “{term}”: it stays as you typed it. You can go on.',
  },
  'search.municipalityHint': {
    es: 'Municipios de España: escribe al menos 2 letras y elige uno de la lista',
    pt: 'Municípios de Espanha: escreva pelo menos 2 letras e escolha um da lista',
    en: 'Municipalities of Spain: type at least 2 letters and pick one from the list',
  },
  'search.spanishMunicipalityOnlyHint': {
    es: 'Solo municipios de España: escribe al menos 2 letras y elige uno de la lista',
    pt: 'Só municípios de Espanha: escreva pelo menos 2 letras e escolha um da lista',
    en: 'Spanish municipalities only: type at least 2 letters and pick one from the list',
  },
  'search.municipalityNone': {
    es: 'No encontramos ningún municipio con «{term}». Revisa cómo se escribe o prueba con el nombre oficial, sin la provincia.',
    pt: 'Não encontramos nenhum município com «{term}». Verifique como se escreve ou experimente o nome oficial, sem a província.',
    en: 'We found no municipality matching “{term}”. Check the spelling or try the official name, without the province.',
  },
  'search.municipalityNotInList': {
    es: 'Elige un municipio de la lista; «{typed}» no está en ella.',
    pt: 'Escolha um município da lista; «{typed}» não está nela.',
    en: 'Pick a municipality from the list; “{typed}” is not in it.',
  },
  'search.parishHint': {
    es: 'Freguesias de Portugal: escribe al menos 2 letras de la freguesia o del concelho y elígela de la lista',
    pt: 'Freguesias de Portugal: escreva pelo menos 2 letras da freguesia ou do concelho e escolha-a da lista',
    en: 'Parishes (freguesias) of Portugal: type at least 2 letters of the parish or the concelho and pick it from the list',
  },
  'search.parishNone': {
    es: 'No encontramos ninguna freguesia con «{term}». Revisa cómo se escribe o prueba con el nombre del concelho.',
    pt: 'Não encontramos nenhuma freguesia com «{term}». Verifique como se escreve ou experimente o nome do concelho.',
    en: 'We found no parish matching “{term}”. Check the spelling or try the name of its concelho.',
  },
  'search.parishNotInList': {
    es: 'Elige una freguesia de la lista; «{typed}» no está en ella.',
    pt: 'Escolha uma freguesia da lista; «{typed}» não está nela.',
    en: 'Pick a parish from the list; “{typed}” is not in it.',
  },
  'search.spanishCompanyHint': {
    es: 'Empresas españolas: escribe al menos 2 letras del nombre o el CIF y elige la empresa de la lista',
    pt: 'Empresas espanholas: escreva pelo menos 2 letras do nome ou o CIF e escolha a empresa da lista',
    en: 'Spanish companies: type at least 2 letters of the name or the CIF and pick the company from the list',
  },
  'search.spanishCompanyNone': {
    es: 'No encontramos ninguna empresa con «{term}». Revisa cómo se escribe o prueba con su CIF.',
    pt: 'Não encontramos nenhuma empresa com «{term}». Verifique como se escreve ou experimente o CIF.',
    en: 'We found no company matching “{term}”. Check the spelling or try its CIF.',
  },
  'search.portugueseCompanyHint': {
    es: 'Empresas portuguesas: escribe al menos 2 letras del nombre o el NIPC y elige la empresa de la lista',
    pt: 'Empresas portuguesas: escreva pelo menos 2 letras do nome ou o NIPC e escolha a empresa da lista',
    en: 'Portuguese companies: type at least 2 letters of the name or the NIPC and pick the company from the list',
  },
  'search.portugueseCompanyNone': {
    es: 'No encontramos ninguna empresa con «{term}». Revisa cómo se escribe o prueba con su NIPC.',
    pt: 'Não encontramos nenhuma empresa com «{term}». Verifique como se escreve ou experimente o NIPC.',
    en: 'We found no company matching “{term}”. Check the spelling or try its NIPC.',
  },
  'search.companyNotInList': {
    es: 'Elige una empresa de la lista; «{typed}» no está en ella.',
    pt: 'Escolha uma empresa da lista; «{typed}» não está nela.',
    en: 'Pick a company from the list; “{typed}” is not in it.',
  },
  'upload.sending': { es: 'Enviando {name}', pt: 'A enviar {name}', en: 'Uploading {name}' },
  'upload.done': { es: 'Hemos recibido {name}.', pt: 'Recebemos {name}.', en: 'We have received {name}.' },
  'header.home': { es: 'Inicio de {portal}', pt: 'Início de {portal}', en: '{portal} home' },
  'header.nav': { es: 'Principal', pt: 'Principal', en: 'Main' },
  'header.logIn': { es: 'Acceder', pt: 'Iniciar sessão', en: 'Log in' },
  'header.account': { es: 'Mi cuenta', pt: 'A minha conta', en: 'My account' },
  'header.logOut': { es: 'Cerrar sesión', pt: 'Terminar sessão', en: 'Log out' },
  'title.services': { es: 'Servicios', pt: 'Serviços', en: 'Services' },
  'title.guide': { es: '¿Qué documentos necesito?', pt: 'De que documentos preciso?', en: 'Which documents do I need?' },
  'title.properties': { es: 'Conocer propiedades', pt: 'Conhecer propriedades', en: 'Know properties' },
  'title.certificate': { es: 'Certidão Permanente', pt: 'Certidão Permanente', en: 'Certidão Permanente' },
  'title.report': { es: 'Informação Predial Simplificada', pt: 'Informação Predial Simplificada', en: 'Informação Predial Simplificada' },
  'title.product': { es: 'Solicitar producto', pt: 'Pedir serviço', en: 'Request a service' },
  'title.productUpdate': { es: 'Actualizar pedido', pt: 'Atualizar encomenda', en: 'Update your order' },
  'title.register': { es: 'Identificación del cliente', pt: 'Identificação do cliente', en: 'Customer identification' },
  'title.authenticate': { es: 'Acceso de clientes', pt: 'Acesso de clientes', en: 'Customer login' },
  'title.payment': { es: 'Pago', pt: 'Pagamento', en: 'Payment' },
  'title.checkout': { es: 'Finalizar el pedido', pt: 'Finalizar a encomenda', en: 'Checkout' },
  'title.success': { es: 'Pedido realizado', pt: 'Pedido concluído', en: 'Order placed' },
  'title.orders': { es: 'Mis pedidos', pt: 'As minhas encomendas', en: 'My orders' },
  'title.order': { es: 'Detalle del pedido', pt: 'Detalhe da encomenda', en: 'Order details' },
  'title.finalize': { es: 'Completar pedido', pt: 'Completar pedido', en: 'Complete your order' },
  'title.municipality': { es: 'Registro de la Propiedad', pt: 'Registo Predial', en: 'Property Registry' },
  'title.legalNotice': { es: 'Aviso legal', pt: 'Aviso legal', en: 'Legal notice' },
  'title.privacy': { es: 'Política de privacidad', pt: 'Política de privacidade', en: 'Privacy policy' },
  'title.terms': { es: 'Condiciones de contratación', pt: 'Condições de contratação', en: 'Terms of contract' },
  'title.cookies': { es: 'Política de cookies', pt: 'Política de cookies', en: 'Cookie policy' },
  'title.contact': { es: 'Contacto', pt: 'Contactos', en: 'Contact us' },
  'legal.privacyLink': { es: 'política de privacidad', pt: 'política de privacidade', en: 'privacy policy' },
  'legal.termsLink': { es: 'condiciones de contratación', pt: 'condições de contratação', en: 'terms of contract' },
  'legal.newTab': {
    es: 'Los enlaces se abren en una pestaña nueva.',
    pt: 'As ligações abrem num novo separador.',
    en: 'The links open in a new tab.',
  },
  'title.municipalityNote': {
    es: 'Nota Simple del Registro de la Propiedad',
    pt: 'Nota Simple do Registo Predial',
    en: 'Nota Simple from the Property Registry',
  },
});

export type MessageKey = keyof typeof messages;
/** A shared key whose message takes no parameters: what a route handle or a prop names. */
export type PlainMessageKey = PlainKey<typeof messages>;
