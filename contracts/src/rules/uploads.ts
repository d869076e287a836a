/**
 * The documents a buyer uploads to an order (pushFilesToPedido, spec 7): the limits both sides check
 * (docs/decisions/012-orders-belong-to-the-customer.md). Plain values and rules, no schemas: the browser bundles
 * them (the shape of an uploaded file is UploadedFile in cart.ts).
 */

/** The multipart field the file is sent in. */
export const UPLOAD_FILE_FIELD = 'file';
/** The optional multipart field naming the order item the document is for (else the order's first item). */
export const UPLOAD_ITEM_FIELD = 'item_id';

/** One file at most this big: a scanned deed of many pages fits; the server streams it to disk. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Files per request. */
export const MAX_UPLOAD_FILES = 5;

/**
 * All the files one customer may upload together, from any of their browsers: four of the largest files. Beyond it,
 * 413. The fake backend cuts it to a quarter of its disk cap when that is smaller (FAKE_UPLOADS_MAX_MB).
 */
export const MAX_UPLOAD_BYTES_PER_CUSTOMER = 4 * MAX_UPLOAD_BYTES;

/**
 * All the files the fake backend keeps, every customer's together, counting those still arriving: a developer's disk
 * is not filled by a script (about twenty customers at their quota). Beyond it, 507: the buyer's file is not at fault.
 */
export const MAX_UPLOAD_BYTES_ON_SERVER = 2 * 1024 * 1024 * 1024;

/**
 * The accepted types: the extension, the type the browser names, and the file's first bytes (its
 * signature), which the server checks, since an extension proves nothing.
 */
export const UPLOAD_TYPES = [
  { extensions: ['pdf'], mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { extensions: ['png'], mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** For an `<input type="file" accept>`. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.flatMap((type) => [type.mime, ...type.extensions.map((ext) => `.${ext}`)]).join(',');

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The accepted type a file name's extension claims, or undefined. */
export function uploadTypeOfName(fileName: string): UploadType | undefined {
  const ext = extensionOf(fileName);
  return UPLOAD_TYPES.find((type) => (type.extensions as readonly string[]).includes(ext));
}

/** Whether the file's first bytes are the signature of that type. */
export function hasSignatureOf(type: UploadType, head: Uint8Array): boolean {
  return type.magic.every((byte, index) => head[index] === byte);
}

export type UploadProblem = 'too-large' | 'type' | 'empty';

/** The client's check before sending (the server checks the bytes too): name, size. */
export function uploadProblem(file: { name: string; size: number }): UploadProblem | null {
  if (uploadTypeOfName(file.name) === undefined) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}
