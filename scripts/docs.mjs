// `npm run docs`: rewrites the input and output tables in README.md from action.yml (and the
// aggregate action's from aggregate/action.yml), so the README can never document an input that
// does not exist or miss one that does.
// test/docs/readme-tables.test.ts fails when README.md differs from what this would write.
//
// Only the text between the markers is touched:
//   <!-- inputs:start --> … <!-- inputs:end -->    <!-- outputs:start --> … <!-- outputs:end -->
//   <!-- aggregate-inputs:start --> … <!-- aggregate-inputs:end -->   (and aggregate-outputs)
// `node scripts/docs.mjs --check` writes nothing and exits 1 when the README is out of date.
// Plain JS (no build needed); types in docs.d.mts.

import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Parses action.yml text into its inputs and outputs, in file order. Throws on a shape it does not know. */
export function readAction(text) {
  let doc;
  try {
    doc = parse(text);
  } catch (error) {
    throw new Error(`action.yml is not valid YAML: ${error.message}`, { cause: error });
  }
  if (!isMap(doc) || !isMap(doc.inputs) || !isMap(doc.outputs)) {
    throw new Error('action.yml needs top-level `inputs:` and `outputs:` maps');
  }
  const inputs = Object.entries(doc.inputs).map(([name, spec]) => {
    if (!isMap(spec) || typeof spec.description !== 'string') {
      throw new Error(`action.yml: input '${name}' has no description`);
    }
    return {
      name,
      description: spec.description.trim(),
      // YAML may type a default as a number or boolean; GitHub passes every input as a string.
      default: spec.default === undefined || spec.default === null ? '' : String(spec.default),
      required: spec.required === true || spec.required === 'true',
    };
  });
  const outputs = Object.entries(doc.outputs).map(([name, spec]) => {
    if (!isMap(spec) || typeof spec.description !== 'string') {
      throw new Error(`action.yml: output '${name}' has no description`);
    }
    return { name, description: spec.description.trim() };
  });
  return { inputs, outputs };
}

function isMap(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text for one GFM table cell: one line, `|` escaped (also inside code spans, as GFM requires). */
function cell(text) {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** A default as inline code, with a fence longer than any backtick run inside it. */
function code(text) {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export function inputsTable(inputs) {
  const rows = inputs.map(
    (i) =>
      `| \`${i.name}\` | ${cell(i.description)} | ${i.default === '' ? '*(empty)*' : cell(code(i.default))} | ${i.required ? 'yes' : 'no'} |`,
  );
  return ['| Input | Description | Default | Required |', '|---|---|---|---|', ...rows].join('\n');
}

export function outputsTable(outputs) {
  const rows = outputs.map((o) => `| \`${o.name}\` | ${cell(o.description)} |`);
  return ['| Output | Description |', '|---|---|', ...rows].join('\n');
}

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->` (exactly one pair). */
export function replaceRegion(text, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    throw new Error(`README.md needs the markers ${start} and ${end}, in that order`);
  }
  if (text.indexOf(start, from + 1) !== -1 || text.indexOf(end, to + 1) !== -1) {
    throw new Error(`README.md has the markers ${start} / ${end} more than once`);
  }
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** README text with both tables rewritten from the action.yml text (and the aggregate action's, when given). */
export function rewriteReadme(readme, actionYml, aggregateYml) {
  const { inputs, outputs } = readAction(actionYml);
  const withInputs = replaceRegion(readme, 'inputs', inputsTable(inputs));
  const main = replaceRegion(withInputs, 'outputs', outputsTable(outputs));
  if (aggregateYml === undefined) return main;
  const aggregate = readAction(aggregateYml);
  const withAggregateInputs = replaceRegion(main, 'aggregate-inputs', inputsTable(aggregate.inputs));
  return replaceRegion(withAggregateInputs, 'aggregate-outputs', outputsTable(aggregate.outputs));
}

function main(args) {
  const readmePath = join(REPO_ROOT, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const next = rewriteReadme(
    readme,
    readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8'),
    readFileSync(join(REPO_ROOT, 'aggregate', 'action.yml'), 'utf8'),
  );
  if (args.includes('--check')) {
    if (next !== readme) {
      console.error('README.md tables differ from action.yml or aggregate/action.yml: run `npm run docs`');
      return 1;
    }
    console.log('README.md tables match action.yml and aggregate/action.yml');
    return 0;
  }
  if (next === readme) {
    console.log('README.md tables already match action.yml');
  } else {
    writeFileSync(readmePath, next);
    console.log('README.md tables rewritten from action.yml');
  }
  return 0;
}

function isProgram() {
  try {
    return (
      process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href
    );
  } catch {
    return false;
  }
}

if (isProgram()) process.exitCode = main(process.argv.slice(2));
