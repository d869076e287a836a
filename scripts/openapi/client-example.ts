/**
 * `npm run openapi:client-example`: what a team with a code generator gets from the published document. openapi-typescript
 * turns it into types (in a temporary folder, never committed), and a small client of getProduct written against them
 * must compile under strict TypeScript: the query takes a store id of the 15 only, the answer is typed down to the
 * product's fields. Prints the generated getProduct types and the compiler's verdict; exits non-zero on an error.
 * docs/decisions/036-a-contract-a-third-party-can-use.md
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { writeApiReference } from './reference.ts';

const EXAMPLE = `import type { components, operations, paths } from './storefront.ts';

type GetProduct = paths['/desktopapp/rest/product']['get'];
type Query = NonNullable<GetProduct['parameters']['query']>;
type Answer = GetProduct['responses'][200]['content']['application/json'];
type Product = components['schemas']['Product'];

export const query: Query = { id: '15867', store: 16 };
// @ts-expect-error: 13 is not one of the 15 store ids
export const wrongStore: Query = { id: '15867', store: 13 };

export async function getProduct(baseUrl: string, id: string): Promise<Product | null> {
  const search = new URLSearchParams({ id });
  const answer = (await (await fetch(\`\${baseUrl}/desktopapp/rest/product?\${search.toString()}\`)).json()) as Answer;
  // message carries the Product as JSON (contentMediaType and contentSchema); a generator types the string.
  return answer.ok ? (JSON.parse(answer.message) as Product) : null;
}

export const storeOf = (answer: Answer): 1 | 9 | 12 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 26 | 28 => answer.config.store_id;
export const created = (item: components['schemas']['CartItem']): string => item.created_at;
export type Failure = operations['getProduct']['responses'][400]['content']['application/json'];
`;

const reference = await writeApiReference();
try {
  const types = astToString(await openapiTS(new URL(`file://${reference.file}`)));
  const dir = join(reference.file, '..');
  await writeFile(join(dir, 'storefront.ts'), types);
  await writeFile(join(dir, 'example.ts'), EXAMPLE);
  const start = types.indexOf('    getProduct: {');
  const getProduct = types.slice(start, types.indexOf('\n    };', start) + 7).replace(/\n\s*\/\*\*[\s\S]*?\*\//g, '');
  console.log(`openapi-typescript: ${types.split('\n').length} lines of types; getProduct is\n${getProduct}`);
  const program = ts.createProgram([join(dir, 'example.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
  });
  const problems = ts.getPreEmitDiagnostics(program);
  for (const problem of problems) console.log(ts.flattenDiagnosticMessageText(problem.messageText, '\n'));
  console.log(problems.length === 0 ? 'A strict client of getProduct compiles against the generated types.' : `${problems.length} errors`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await reference.remove();
}
