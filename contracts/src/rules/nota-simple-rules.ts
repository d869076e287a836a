/**
 * spec 5's Nota Simple rules. The client applies them as the buyer answers and the backend checks
 * the request with the same functions, so the two can never disagree. (The slow-registry rule needs
 * the backend's list and lives there: fake-server/src/spain/slow-registry.ts.)
 */

/** The owner counts as unknown when the name is empty or contains 'onocido' ('Desconocido', 'no conocido'). */
export function isOwnerUnknown(nombre: string): boolean {
  return nombre.trim() === '' || nombre.includes('onocido');
}

/** The property's address is given when it has at least 3 characters besides surrounding spaces (step3 and the edit dialog). */
export const MIN_ADDRESS_LENGTH = 3;

export function isAddressGiven(direccion: string): boolean {
  return direccion.trim().length >= MIN_ADDRESS_LENGTH;
}

/**
 * The owner's name a request carries, by what the buyer said (step1): one who knows the owner names them (a known
 * owner, not blank nor 'desconocido'); one who does not sends no name (spec 5: the owner then counts as unknown).
 */
export function isOwnerAnswerConsistent(knowsOwner: boolean, nombre: string): boolean {
  return knowsOwner !== isOwnerUnknown(nombre);
}

/** Urgent service becomes custom when the registry delivers in under this many working hours. */
export const URGENT_CUSTOM_BELOW_HOURS = 4;

/** Urgent service asked of a registry that delivers in under 4 hours is custom, promising those hours. */
export function isUrgentCustom(servicioUrgente: boolean, horasEntrega: number): boolean {
  return servicioUrgente && horasEntrega < URGENT_CUSTOM_BELOW_HOURS;
}
