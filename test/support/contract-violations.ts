/**
 * Every fake GitHub of the test process, so one shared afterEach (contract-setup.ts, a vitest
 * setup file) can fail the test during which a fake saw an exchange that breaks GitHub's contract.
 * Kept apart from fake-github.ts so the setup file stays light for tests that start no fake.
 */

export interface ContractSource {
  /** Violations not yet reported; the registry empties it when it reports them. */
  readonly violations: string[];
}

const sources = new Set<ContractSource>();

export function watchContract(source: ContractSource): void {
  sources.add(source);
}

/** Takes every violation recorded since the last call (and forgets sources without any). */
export function takeViolations(): string[] {
  const out: string[] = [];
  for (const source of sources) out.push(...source.violations.splice(0));
  return out;
}
