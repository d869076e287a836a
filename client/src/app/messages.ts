import { defineMessages } from '../i18n/define-messages.ts';

/** The error page every route shows instead of crashing (app/route-error.tsx). */
export const routeErrorText = defineMessages({
  title: { es: 'Algo ha salido mal', pt: 'Algo correu mal', en: 'Something went wrong' },
  body: {
    es: 'No hemos podido mostrar esta página. Tu carrito se conserva.',
    pt: 'Não foi possível mostrar esta página. O seu carrinho mantém-se.',
    en: 'We could not show this page. Your cart is kept.',
  },
  startAgain: { es: 'Empezar de nuevo este paso', pt: 'Recomeçar este passo', en: 'Start this step again' },
});
