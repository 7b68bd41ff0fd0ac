/**
 * A tiny reader for action.yml's flat shape (top-level keys; `inputs:`/`outputs:` maps of
 * name -> { description, required, default }; `runs:`/`branding:` maps of scalars). Enough to keep
 * the file and the code in sync without a YAML dependency. Fails loudly on anything it does not
 * understand rather than guessing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './fake-agents.js';

export interface ActionYml {
  top: Record<string, string>;
  inputs: Record<string, Record<string, string>>;
  outputs: Record<string, Record<string, string>>;
  runs: Record<string, string>;
}

function scalar(raw: string): string {
  const v = raw.trim();
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) {
    return v.slice(1, -1);
  }
  return v;
}

export function readActionYml(file = path.join(REPO_ROOT, 'action.yml')): ActionYml {
  const result: ActionYml = { top: {}, inputs: {}, outputs: {}, runs: {} };
  let section: string | null = null;
  let entry: Record<string, string> | null = null;
  let folding: { target: Record<string, string>; key: string } | null = null;
  for (const [n, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const indent = line.length - line.trimStart().length;
    if (
      folding &&
      indent > (folding.target === result.top ? 0 : section === 'inputs' || section === 'outputs' ? 4 : 2)
    ) {
      folding.target[folding.key] = `${folding.target[folding.key] ?? ''} ${line.trim()}`.trim();
      continue;
    }
    folding = null;
    const m = /^(\s*)([A-Za-z0-9_-]+):\s*(.*)$/.exec(line);
    if (!m) throw new Error(`action.yml:${n + 1}: cannot read ${JSON.stringify(line)}`);
    const [, , key, value] = m as unknown as [string, string, string, string];
    const isFold = value === '>-' || value === '>' || value === '|';
    if (indent === 0) {
      section = value === '' ? key : null;
      if (value !== '') result.top[key] = isFold ? '' : scalar(value);
      if (isFold) folding = { target: result.top, key };
      entry = null;
    } else if (indent === 2 && (section === 'inputs' || section === 'outputs')) {
      entry = {};
      result[section][key] = entry;
    } else if (indent === 4 && entry) {
      entry[key] = isFold ? '' : scalar(value);
      if (isFold) folding = { target: entry, key };
    } else if (indent === 2 && section === 'runs') {
      result.runs[key] = scalar(value);
    } else if (indent === 2 && section === 'branding') {
      // not checked
    } else {
      throw new Error(`action.yml:${n + 1}: unexpected indentation in ${JSON.stringify(line)}`);
    }
  }
  return result;
}
