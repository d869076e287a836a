import { defineMessages } from '../../i18n/define-messages.ts';

/** The cart menu's texts (spec 2, "Header and cart menu"). */
export const cartText = defineMessages({
  label: { es: 'Cesta', pt: 'Carrinho', en: 'Cart' },
  buttonLabel: {
    es: { one: 'Cesta, {count} producto', other: 'Cesta, {count} productos' },
    pt: { one: 'Carrinho, {count} produto', other: 'Carrinho, {count} produtos' },
    en: { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  },
  title: { es: 'Tu cesta', pt: 'O seu carrinho', en: 'Your cart' },
  edit: { es: 'Editar', pt: 'Editar', en: 'Edit' },
  delete: { es: 'Eliminar', pt: 'Eliminar', en: 'Delete' },
  deleteItem: { es: 'Eliminar {name}', pt: 'Eliminar {name}', en: 'Delete {name}' },
  cancelRequest: { es: 'Cancelar solicitud', pt: 'Cancelar pedido', en: 'Cancel request' },
  cancelRequestItem: { es: 'Cancelar solicitud de {name}', pt: 'Cancelar pedido de {name}', en: 'Cancel request for {name}' },
  buy: { es: 'Comprar', pt: 'Comprar', en: 'Buy' },
  totalWithVat: { es: 'Total (IVA incluido)', pt: 'Total (IVA incluído)', en: 'Total (VAT included)' },
  editUnavailable: {
    es: 'Los datos de este producto se editan con su propio formulario, que llega con su flujo.',
    pt: 'Os dados deste produto editam-se com o seu próprio formulário, que chega com o seu fluxo.',
    en: "This product's details are edited with its own form, which arrives with its flow.",
  },
});
