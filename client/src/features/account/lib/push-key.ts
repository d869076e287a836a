/**
 * The VAPID public key push subscriptions are made for (base64url): the build's VITE_PUSH_PUBLIC_KEY, else the
 * fake backend's development key. A real deployment builds with its own.
 */
export const PUSH_PUBLIC_KEY: string =
  import.meta.env.VITE_PUSH_PUBLIC_KEY ?? 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
