import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PROVIDER } from '#contracts/testing/pact-states.ts';
import { readPactFile, type PactInteraction } from './provider.ts';

/** One interaction's verdict: `firstMismatch` is the first line of what the verifier reported, when it failed. */
export interface Verdict {
  description: string;
  states: string;
  passed: boolean;
  firstMismatch?: string;
}

export interface VerifyPactOptions {
  pactFile: string;
  providerBaseUrl: string;
  /** On the fake: the handlers of provider.ts. */
  provider?: Pick<VerifierOptions, 'stateHandlers' | 'requestFilter'>;
  /** Elsewhere: pact's standard provider-state hook (fake-server/test/pact/README.md documents its request). */
  statesUrl?: string;
}

/** The message of a failed run, or undefined when it passed. */
async function run(options: VerifierOptions): Promise<string | undefined> {
  try {
    await new Verifier(options).verifyProvider();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** pact's failure message is the verifier's JSON result: its first mismatch, else the message's first line. */
function firstMismatch(message: string): string {
  try {
    const result = JSON.parse(message) as { errors?: { mismatch?: { message?: string; mismatches?: { mismatch?: string }[] } }[] };
    const mismatch = result.errors?.[0]?.mismatch;
    const line = mismatch?.mismatches?.[0]?.mismatch ?? mismatch?.message;
    if (line !== undefined) return line;
  } catch {
    // Not JSON: an error before the verification (the provider did not answer, a state handler failed).
  }
  return message.split('\n').find((line) => line.trim() !== '') ?? message;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replays every interaction of the pact. One run for all of them (as fast as before); only when it fails, one run
 * per interaction (pact's PACT_DESCRIPTION filter) to say which failed: pact-js reports one combined result.
 */
export async function verifyPact({ pactFile, providerBaseUrl, provider, statesUrl }: VerifyPactOptions): Promise<Verdict[]> {
  const { interactions } = readPactFile(pactFile);
  const base: VerifierOptions = {
    provider: PROVIDER,
    providerBaseUrl,
    pactUrls: [pactFile],
    logLevel: 'error',
    ...provider,
    ...(statesUrl === undefined ? {} : { providerStatesSetupUrl: statesUrl, providerStatesSetupBody: true }),
  };
  const statesOf = (interaction: PactInteraction) => (interaction.providerStates ?? []).map((state) => state.name).join('; ');
  const failure = await run(base);
  if (failure === undefined)
    return interactions.map((interaction) => ({ description: interaction.description, states: statesOf(interaction), passed: true }));

  const verdicts: Verdict[] = [];
  const previous = process.env.PACT_DESCRIPTION;
  try {
    for (const interaction of interactions) {
      process.env.PACT_DESCRIPTION = `^${escapeRegExp(interaction.description)}$`;
      const message = await run(base);
      verdicts.push({
        description: interaction.description,
        states: statesOf(interaction),
        passed: message === undefined,
        ...(message === undefined ? {} : { firstMismatch: firstMismatch(message) }),
      });
    }
  } finally {
    if (previous === undefined) delete process.env.PACT_DESCRIPTION;
    else process.env.PACT_DESCRIPTION = previous;
  }
  return verdicts;
}

/** The verdicts as an aligned table: interaction (description + provider state), verdict. */
export function verdictTable(verdicts: Verdict[]): string {
  const rows = verdicts.map((verdict): [string, string] => [
    verdict.states === '' ? verdict.description : `${verdict.description} [${verdict.states}]`,
    verdict.passed ? 'passed' : `FAILED: ${verdict.firstMismatch ?? ''}`,
  ]);
  const width = Math.max('interaction'.length, ...rows.map(([interaction]) => interaction.length));
  const header: [string, string] = ['interaction', 'verdict'];
  const lines = [header, ...rows].map(([interaction, verdict]) => `${interaction.padEnd(width)}  ${verdict}`);
  const passed = verdicts.filter((verdict) => verdict.passed).length;
  return [...lines, `${passed}/${verdicts.length} interactions passed`].join('\n');
}
