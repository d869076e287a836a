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
  fileChosen: { es: 'Archivo elegido: {name}', pt: 'Ficheiro escolhido: {name}', en: 'File chosen: {name}' },
});
