import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { BASIC } from '@hyperjump/json-schema/experimental';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { binOf, writeApiReference } from './reference.ts';

const root = resolve(import.meta.dirname, '../..');
const SCHEMA_BASE = 'https://spec.openapis.org/oas/3.1/schema-base';

let reference: Awaited<ReturnType<typeof writeApiReference>>;
beforeAll(async () => {
  reference = await writeApiReference();
});
afterAll(() => reference.remove());

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
}

/**
 * The published document (/__docs/openapi.json) as another team's tools see it (docs/decisions/036): Redocly CLI with its
 * recommended rules (redocly.yaml names the one rule turned off, and why), and hyperjump's validator with the OpenAPI 3.1
 * schema-base dialect, which also checks every schema inside the document against JSON Schema 2020-12.
 */
describe('the API reference, checked by third-party tools', () => {
  test('[openapi] Redocly CLI: the recommended rules find no error', { timeout: 60_000 }, async () => {
    const run = await promisify(execFile)(
      process.execPath,
      [binOf('@redocly/cli', 'redocly'), 'lint', reference.file, '--config', resolve(root, 'redocly.yaml'), '--format=json'],
      { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 32 * 1024 * 1024 },
    ).catch((failure: { stdout?: string; stderr?: string }) => failure);
    const report = JSON.parse(run.stdout ?? '{}') as RedoclyReport;
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} ${problem.location?.[0]?.pointer ?? ''}: ${problem.message}`)).toEqual([]);
    // The warnings left are the ones the decision record lists (info-license: the repository is private, no licence to name).
    expect([...new Set(report.problems.map((problem) => problem.ruleId))]).toEqual(['info-license']);
  });

  test(
    '[openapi] valid against the OpenAPI 3.1 schema-base dialect, inline schemas included (hyperjump)',
    { timeout: 60_000 },
    async () => {
      const output = await validate(SCHEMA_BASE, reference.document as never, BASIC);
      expect(output.valid ? [] : output.errors).toEqual([]);
      // The validator does read the schemas: a type no JSON Schema has is an error.
      const broken = structuredClone(reference.document) as { components: { schemas: { Config: { properties: object } } } };
      broken.components.schemas.Config.properties = { ...broken.components.schemas.Config.properties, store_id: { type: 'storeid' } };
      expect((await validate(SCHEMA_BASE, broken as never, BASIC)).valid).toBe(false);
    },
  );
});
