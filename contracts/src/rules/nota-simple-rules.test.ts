import { describe, expect, test } from 'vitest';
import { isAddressGiven, isOwnerAnswerConsistent, isOwnerUnknown, isUrgentCustom } from './nota-simple-rules.ts';

describe('[nota simple] owner unknown', () => {
  test('[nota simple] an empty or blank owner name counts as unknown', () => {
    expect(isOwnerUnknown('')).toBe(true);
    expect(isOwnerUnknown('   ')).toBe(true);
  });

  test("[nota simple] a name containing 'onocido' counts as unknown, whatever comes before it", () => {
    expect(isOwnerUnknown('Desconocido')).toBe(true);
    expect(isOwnerUnknown('no conocido')).toBe(true);
    expect(isOwnerUnknown('Propietario desconocido')).toBe(true);
  });

  test('[nota simple] a real name is a known owner', () => {
    expect(isOwnerUnknown('Ana Ruiz Gómez')).toBe(false);
    expect(isOwnerUnknown('Conocida Inmobiliaria S.L.')).toBe(false);
  });
});

describe('[nota simple] urgent custom', () => {
  test('[nota simple] urgent service of a registry delivering in 1, 2 or 3 hours is custom', () => {
    expect(isUrgentCustom(true, 1)).toBe(true);
    expect(isUrgentCustom(true, 3)).toBe(true);
  });

  test('[nota simple] 4 hours or more keeps the ordinary urgent service', () => {
    expect(isUrgentCustom(true, 4)).toBe(false);
    expect(isUrgentCustom(true, 48)).toBe(false);
  });

  test('[nota simple] without urgent service nothing is custom', () => {
    expect(isUrgentCustom(false, 2)).toBe(false);
  });
});

describe('[nota simple] what a request must say (the wizard and addns alike)', () => {
  test('[nota simple] an address has at least 3 characters besides spaces', () => {
    expect(isAddressGiven('C/ Mayor 1')).toBe(true);
    expect(isAddressGiven('  a  ')).toBe(false);
  });

  test('[nota simple] a buyer who knows the owner names them; one who does not sends no name', () => {
    expect(isOwnerAnswerConsistent(true, 'Ana Ruiz')).toBe(true);
    expect(isOwnerAnswerConsistent(true, 'Desconocido')).toBe(false);
    expect(isOwnerAnswerConsistent(false, '')).toBe(true);
    expect(isOwnerAnswerConsistent(false, 'Ana Ruiz')).toBe(false);
  });
});
