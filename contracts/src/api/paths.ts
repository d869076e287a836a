/**
 * Path prefixes the backend answers (spec 7): the dev proxy forwards them to the backend, and the fake
 * server answers them itself; every other path is a page of the client.
 */
export const API_PATH_PREFIXES = [
  '/desktopapp',
  '/panel',
  '/paypal',
  '/redsys',
  '/stripe',
  '/monei',
  '/registros.php',
  '/sociedad.php',
  '/freguesias.php',
  '/__admin',
  /** The fake server's offline stand-ins for third-party scripts (contracts/src/fake-backend/third-party.ts). */
  '/third-party',
  /** The version file, which the fake server answers per visitor (contracts/src/api/version.ts). */
  '/version.json',
] as const;
