import { describe, expect, test } from 'vitest';
import { Type } from 'typebox';
import { ASSUMED_KEYWORD, assumed, isAssumed } from './assumed.ts';
import { WHOLE_ANSWER, WHOLE_CALL, assumedFields } from './assumed-fields.ts';
import table from '../../../docs/reference/assumed-answers.md?raw';

/** The first two cells (where, field) of every row of the doc's table, without their backticks. */
function tableRows(markdown: string): string[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Where ') && !line.startsWith('| ---'));
  return rows.map((line) => {
    const [where = '', field = ''] = line
      .split(/(?<!\\)\|/)
      .slice(1, 3)
      .map((cell) => cell.trim().replace(/^`|`$/g, ''));
    return `${where} ${field}`;
  });
}

describe('[contract] the parts of the contract the spec does not show', () => {
  test('[contract] docs/reference/assumed-answers.md lists exactly the parts the contract marks x-assumed, each once', () => {
    const listed = tableRows(table);
    const marked = assumedFields().map(({ where, field }) => `${where} ${field}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...marked].sort());
  });

  test('[contract] the known assumptions are marked: add-to-cart item_id and cart, checkout next, the logout call, the formkey header', () => {
    const marked = assumedFields().map(({ where, field }) => `${where} ${field}`);
    expect(marked).toEqual(
      expect.arrayContaining([
        'addNs item_id',
        'addNs cart',
        'addGeneric item_id',
        'checkoutRegister next',
        'checkoutAuthenticated next',
        `logout ${WHOLE_CALL}`,
        `preValidateNs ${WHOLE_ANSWER}`,
        'getMunicipio municipio',
        'every call that changes state x-form-key (request header)',
      ]),
    );
    // what spec 7 shows is not marked: the config of every answer, GET cart's cart, a product's message
    expect(marked).not.toEqual(expect.arrayContaining(['getCart cart']));
    expect(marked.filter((part) => part.endsWith(' config'))).toEqual([]);
  });

  test('[contract] every mark says what the spec says instead', () => {
    for (const { where, field, says } of assumedFields()) expect(says.length, `${where} ${field}`).toBeGreaterThan(10);
  });

  test('[contract] assumed() marks a copy and keeps the description it had, followed by what the spec says', () => {
    const plain = Type.String({ description: 'The id.' });
    const marked = assumed(plain, 'spec 7: not shown.');
    expect(isAssumed(plain)).toBe(false);
    expect(JSON.parse(JSON.stringify(marked))).toEqual({
      type: 'string',
      [ASSUMED_KEYWORD]: true,
      description: 'The id. Assumed, not in the spec: spec 7: not shown.',
    });
  });
});
