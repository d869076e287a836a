import { describe, expect, test } from 'vitest';
import type { CartItem } from '#contracts/api/cart.ts';
import { itemAnswers } from './item-answers.ts';

type Option = CartItem['options'][number];
const typed = (label: string, value: string): Option => ({ option_id: label, option_value: '', value, print_value: value, label });
const chosen = (label: string, id: string, printed: string): Option => ({
  option_id: label,
  option_value: id,
  value: id,
  print_value: printed,
  label,
});

/** The deed copy of the cart-with-two-items scenario, answered in the order the flow asks. */
const deedCopy: Option[] = [
  chosen('¿La escritura es de una propiedad (vivienda, local, terreno…)?', '40009', 'Sí, es de una propiedad'),
  chosen('¿Tienes los datos de la escritura (notario, fecha y número de protocolo)?', '4324', 'Sí'),
  typed('Nombre del notario', 'Luis Fernández Gil'),
  chosen('Municipio de la notaría', '28079', 'Madrid'),
  typed('Fecha de la escritura', '14/06/2011'),
  typed('Número de protocolo', '1532'),
  chosen('¿La escritura es anterior al año 2006?', '40013', 'No, es de 2006 o posterior'),
  chosen('Tipo de copia', '40010', 'Copia simple en PDF'),
];

describe('cart item answers', () => {
  test('[cart] a generic item shows its four most telling answers, labelled: a name, a place, then typed answers', () => {
    expect(itemAnswers({ options: deedCopy })).toEqual([
      { label: 'Nombre del notario', value: 'Luis Fernández Gil' },
      { label: 'Municipio de la notaría', value: 'Madrid' },
      { label: 'Fecha de la escritura', value: '14/06/2011' },
      { label: 'Número de protocolo', value: '1532' },
    ]);
  });

  test('[cart] yes/no answers and empty answers never take a line', () => {
    const options = [chosen('¿Urgente?', '1', 'Sí'), chosen('¿Apostilla?', '2', 'No'), chosen('Tem?', '3', 'Não'), typed('Notas', '  ')];
    expect(itemAnswers({ options })).toEqual([]);
    expect(itemAnswers({ options: [...options, chosen('Tipo de certificado', '40019', 'Extracto')] })).toEqual([
      { label: 'Tipo de certificado', value: 'Extracto' },
    ]);
  });

  test('[cart] an answer repeating one already shown is skipped (a province named like its municipality)', () => {
    const note = [
      typed('Titular', 'María García López'),
      typed('Dirección', 'Calle Mayor 12, 3.º B'),
      chosen('Municipio', '28079', 'Madrid'),
      typed('Provincia', 'Madrid'),
    ];
    expect(itemAnswers({ options: note }, 4)).toEqual([
      { label: 'Titular', value: 'María García López' },
      { label: 'Dirección', value: 'Calle Mayor 12, 3.º B' },
      { label: 'Municipio', value: 'Madrid' },
    ]);
  });

  test('[cart] chosen values come after typed ones, and answers of the same rank keep the order asked', () => {
    const options = [
      chosen('Tipo de copia', '40010', 'Copia simple en PDF'),
      typed('Número de protocolo', '1532'),
      typed('Fecha', '14/06/2011'),
    ];
    expect(itemAnswers({ options }, 2).map((answer) => answer.value)).toEqual(['1532', '14/06/2011']);
  });

  test('[cart] every answer that makes part of the price follows the telling ones, a yes/no included (issue 41)', () => {
    const answers = itemAnswers(
      { options: deedCopy },
      2,
      new Set(['¿La escritura es de una propiedad (vivienda, local, terreno…)?', 'Tipo de copia']),
    );
    expect(answers.map(({ value }) => value)).toEqual(['Luis Fernández Gil', 'Madrid', 'Sí, es de una propiedad', 'Copia simple en PDF']);
  });

  test('[located] a located property’s finca and registry rank with its holder, before the place', () => {
    const options = [
      typed('Titular', 'María García López'),
      typed('Inmueble', 'Solar en Camí de Vera 5'),
      typed('Finca registral', 'Finca 20455, Registro de la Propiedad de València número 7'),
      chosen('Municipio', '46250', 'València (Valencia/València)'),
    ];
    expect(itemAnswers({ options }, 2).map(({ label }) => label)).toEqual(['Titular', 'Finca registral']);
  });

  test('[cart] Portuguese and English labels rank the same way', () => {
    const options = [
      typed('Número da ficha', '1234'),
      chosen('Freguesia', '110601', 'Alvalade'),
      typed('Nome da entidade', 'Exemplo, Lda.'),
    ];
    expect(itemAnswers({ options }).map((answer) => answer.label)).toEqual(['Nome da entidade', 'Freguesia', 'Número da ficha']);
    const english = [
      typed('Date of birth', '07/03/1990'),
      typed('Full name of the registered person', 'Lucía Martín'),
      chosen('Place of birth', '28079', 'Madrid'),
    ];
    expect(itemAnswers({ options: english }).map((answer) => answer.value)).toEqual(['Lucía Martín', 'Madrid', '07/03/1990']);
  });
});
