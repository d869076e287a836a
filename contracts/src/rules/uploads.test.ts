import { describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_TYPES, hasSignatureOf, uploadProblem, uploadTypeOfName } from './uploads.ts';

describe('[uploads] the limits both sides check', () => {
  test.each([
    ['escritura.pdf', 1000, null],
    ['FOTO.JPG', 1000, null],
    ['dni.jpeg', 1000, null],
    ['plano.png', MAX_UPLOAD_BYTES, null],
    ['plano.png', MAX_UPLOAD_BYTES + 1, 'too-large'],
    ['vacio.pdf', 0, 'empty'],
    ['virus.exe', 1000, 'type'],
    ['sin-extension', 1000, 'type'],
  ] as const)('[uploads] %s of %i bytes: %s', (name, size, problem) => {
    expect(uploadProblem({ name, size })).toBe(problem);
  });

  test('[uploads] a type is told by its first bytes, not its name', () => {
    const pdf = uploadTypeOfName('a.pdf');
    expect(pdf).toBeDefined();
    if (pdf === undefined) return;
    expect(hasSignatureOf(pdf, new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(hasSignatureOf(pdf, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });

  test('[uploads] the accept list names every type by MIME type and extension', () => {
    expect(UPLOAD_ACCEPT).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png');
    expect(UPLOAD_TYPES).toHaveLength(3);
  });
});
