import { defineMessages } from '../../i18n/define-messages.ts';

/** The generic product flow's texts. Spec 5's Spanish error texts are verbatim. */
export const productText = defineMessages({
  confirmHeading: { es: 'Revisa y confirma tu pedido', pt: 'Reveja e confirme o seu pedido', en: 'Check and confirm your order' },
  yourAnswers: { es: 'Tus respuestas', pt: 'As suas respostas', en: 'Your answers' },
  errorDate: {
    es: 'Escribe una fecha real, por ejemplo 05/01/2004 o 05-ene-2004',
    pt: 'Escreva uma data real, por exemplo 05/01/2004',
    en: 'Enter a real date, for example 05/01/2004',
  },
  errorNipc: {
    es: 'El NIPC tiene 9 cifras y la última es de control: revísalo',
    pt: 'O NIPC tem 9 algarismos e o último é de controlo: verifique-o',
    en: 'A NIPC has 9 digits, the last one a check digit: please check it',
  },
  errorPlate: {
    es: 'Escribe una matrícula portuguesa, por ejemplo AA-00-00 o 00-AA-00',
    pt: 'Escreva uma matrícula portuguesa, por exemplo AA-00-00 ou 00-AA-00',
    en: 'Enter a Portuguese plate, for example AA-00-00 or 00-AA-00',
  },
  errorPhone: {
    es: 'Escribe un teléfono de 9 cifras',
    pt: 'Escreva um telefone com 9 algarismos',
    en: 'Enter a 9-digit phone number',
  },
  errorCadastralLength: {
    es: 'La referencia catastral tiene 20 caracteres: revisa que no falte ni sobre ninguno',
    pt: 'A referência cadastral tem 20 caracteres: verifique se não falta nem sobra nenhum',
    en: 'A cadastral reference has 20 characters: check that none is missing or extra',
  },
  errorCadastralCharacters: {
    es: 'La referencia catastral solo lleva cifras y letras, y sus dos últimos caracteres son letras',
    pt: 'A referência cadastral só tem algarismos e letras, e os dois últimos caracteres são letras',
    en: 'A cadastral reference has only digits and letters, and its last two characters are letters',
  },
  errorCadastralFirstControl: {
    es: 'La primera letra de control (la penúltima) no corresponde: revisa los 7 primeros caracteres y los 4 anteriores a las letras',
    pt: 'A primeira letra de controlo (a penúltima) não corresponde: verifique os 7 primeiros caracteres e os 4 antes das letras',
    en: 'The first control letter (the second to last) does not match: check the first 7 characters and the 4 before the letters',
  },
  errorCadastralSecondControl: {
    es: 'La segunda letra de control (la última) no corresponde: revisa los caracteres 8 a 14 y los 4 anteriores a las letras',
    pt: 'A segunda letra de controlo (a última) não corresponde: verifique os caracteres 8 a 14 e os 4 antes das letras',
    en: 'The second control letter (the last) does not match: check characters 8 to 14 and the 4 before the letters',
  },
  errorAgainstDate: {
    es: 'No coincide con la fecha que has escrito ({date}): elige la otra respuesta o corrige la fecha',
    pt: 'Não coincide com a data que escreveu ({date}): escolha a outra resposta ou corrija a data',
    en: 'This does not match the date you entered ({date}): choose the other answer or correct the date',
  },
  companyFound: { es: '{name} · NIPC {nipc} · {seat}', pt: '{name} · NIPC {nipc} · {seat}', en: '{name} · NIPC {nipc} · {seat}' },
  dateHint: { es: 'Día, mes y año: 05/01/2004 o 05-ene-2004', pt: 'Dia, mês e ano: 05/01/2004', en: 'Day, month and year: 05/01/2004' },
  choosePlaceholder: { es: 'Elige una opción', pt: 'Escolha uma opção', en: 'Choose an option' },
  optional: { es: '{label} (opcional)', pt: '{label} (opcional)', en: '{label} (optional)' },
  plusPrice: { es: '{name} (+{price})', pt: '{name} (+{price})', en: '{name} (+{price})' },
  fullPrice: { es: '{name} ({price})', pt: '{name} ({price})', en: '{name} ({price})' },
  added: { es: 'Añadido a la cesta', pt: 'Adicionado ao carrinho', en: 'Added to your cart' },
  addedBody: {
    es: '{name} ya está en tu cesta por {price}.',
    pt: '{name} já está no seu carrinho por {price}.',
    en: '{name} is in your cart for {price}.',
  },
  answersRefused: {
    es: 'Falta alguna respuesta o ya no es válida. Revísalas y vuelve a añadirlo.',
    pt: 'Falta alguma resposta ou já não é válida. Reveja-as e volte a adicioná-lo.',
    en: 'An answer is missing or no longer valid. Check your answers and add it again.',
  },
  reviewAnswers: { es: 'Revisar mis respuestas', pt: 'Rever as minhas respostas', en: 'Check my answers' },
  updateHeading: {
    es: 'Actualiza los datos de tu pedido {order}',
    pt: 'Atualize os dados da sua encomenda {order}',
    en: 'Update the details of your order {order}',
  },
  updated: {
    es: 'Hemos guardado los nuevos datos de tu pedido.',
    pt: 'Guardámos os novos dados da sua encomenda.',
    en: 'We have saved the new details of your order.',
  },
  orderItemMissing: {
    es: 'No encontramos ese producto en tus pedidos.',
    pt: 'Não encontrámos esse produto nas suas encomendas.',
    en: 'We could not find that product in your orders.',
  },
  paidOrderNote: {
    es: 'Este pedido ya está pagado: puedes corregir sus datos, pero no elegir opciones que cambien su precio de {paid}. Si necesitas otra opción, haz un pedido nuevo.',
    pt: 'Esta encomenda já está paga: pode corrigir os seus dados, mas não escolher opções que alterem o seu preço de {paid}. Se precisar de outra opção, faça uma nova encomenda.',
    en: 'This order is already paid: you can correct its details, but not choose options that change its price of {paid}. If you need another option, place a new order.',
  },
  pricePaidKept: {
    es: 'Con estas respuestas el precio sería {price}. En un pedido pagado solo se guardan cambios que mantienen el precio pagado de {paid}.',
    pt: 'Com estas respostas o preço seria {price}. Numa encomenda paga só se guardam alterações que mantêm o preço pago de {paid}.',
    en: 'With these answers the price would be {price}. A paid order only keeps changes that leave the price paid of {paid}.',
  },
  orderItemLocked: {
    es: 'Los datos de este producto ya no se pueden cambiar: lo estamos tramitando, ya está listo, o el pedido está cancelado o abonado. Si necesitas algo, escríbenos indicando el número de pedido.',
    pt: 'Os dados deste produto já não podem ser alterados: já o estamos a processar, já está pronto, ou a encomenda foi cancelada ou reembolsada. Se precisar de algo, escreva-nos indicando o número da encomenda.',
    en: 'The details of this product can no longer be changed: we are already processing it, it is ready, or the order was cancelled or refunded. If you need anything, write to us quoting the order number.',
  },
  fileChosen: { es: 'Archivo elegido: {name}', pt: 'Ficheiro escolhido: {name}', en: 'File chosen: {name}' },
});
