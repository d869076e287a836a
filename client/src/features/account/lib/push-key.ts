import { PUSH_PUBLIC_KEY as BACKEND_PUSH_PUBLIC_KEY } from '#contracts/fake-backend/web-push.ts';

/**
 * The VAPID public key push subscriptions are made for (base64url): the build's VITE_PUSH_PUBLIC_KEY, else the
 * fake backend's (contracts). A real deployment builds with its own.
 */
export const PUSH_PUBLIC_KEY: string = import.meta.env.VITE_PUSH_PUBLIC_KEY ?? BACKEND_PUSH_PUBLIC_KEY;
