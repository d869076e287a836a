/**
 * The fake backend's VAPID public key (base64url, an uncompressed P-256 point), which the client gives
 * `pushManager.subscribe({ applicationServerKey })`. A real backend has its own; the fake one keeps no
 * private key and sends no pushes (it only lists the subscriptions, admin push-subscriptions).
 */
export const PUSH_PUBLIC_KEY = 'BDlOh6zvvWn4c0fXa7N9Noa3idGqDVsmQzLhwh0xVkiJe1ZmGsqwsjctpZNILZBmKHbMKH1foZacuUN2nqZ6d-Y';
