// `npm run docs`: rewrites the input and output tables of docs/inputs.md from action.yml, and the
// aggregate action's in docs/board.md from aggregate/action.yml, so the docs can never document an
// input that does not exist or miss one that does.
// test/docs/docs-tables.test.ts fails when a page differs from what this would write.
//
// Only the text between the markers is touched:
//   docs/inputs.md: <!-- inputs:start --> … <!-- inputs:end -->, <!-- outputs:start --> … <!-- outputs:end -->
//   docs/board.md:  <!-- aggregate-inputs:start --> … <!-- aggregate-inputs:end -->   (and aggregate-outputs)
// `node scripts/docs.mjs --check` writes nothing and exits 1 when a page is out of date.
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
    throw new Error(`the page needs the markers ${start} and ${end}, in that order`);
  }
  if (text.indexOf(start, from + 1) !== -1 || text.indexOf(end, to + 1) !== -1) {
    throw new Error(`the page has the markers ${start} / ${end} more than once`);
  }
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** docs/inputs.md text with its input and output tables rewritten from the action.yml text. */
export function rewriteInputsPage(page, actionYml) {
  const { inputs, outputs } = readAction(actionYml);
  return replaceRegion(replaceRegion(page, 'inputs', inputsTable(inputs)), 'outputs', outputsTable(outputs));
}

/** docs/board.md text with the aggregate action's tables rewritten from aggregate/action.yml's text. */
export function rewriteBoardPage(page, aggregateYml) {
  const { inputs, outputs } = readAction(aggregateYml);
  const withInputs = replaceRegion(page, 'aggregate-inputs', inputsTable(inputs));
  return replaceRegion(withInputs, 'aggregate-outputs', outputsTable(outputs));
}

/** Each generated page: its path, and its text as this script would write it. */
export function generatedPages() {
  const read = (...parts) => readFileSync(join(REPO_ROOT, ...parts), 'utf8');
  return [
    { path: join('docs', 'inputs.md'), rewrite: (page) => rewriteInputsPage(page, read('action.yml')) },
    {
      path: join('docs', 'board.md'),
      rewrite: (page) => rewriteBoardPage(page, read('aggregate', 'action.yml')),
    },
  ].map(({ path, rewrite }) => {
    const current = read(path);
    return { path, current, next: rewrite(current) };
  });
}

function main(args) {
  const stale = generatedPages().filter((p) => p.next !== p.current);
  if (args.includes('--check')) {
    for (const p of stale) console.error(`${p.path}: tables differ from action.yml: run \`npm run docs\``);
    if (stale.length === 0) console.log('the docs tables match action.yml and aggregate/action.yml');
    return stale.length === 0 ? 0 : 1;
  }
  for (const p of stale) {
    writeFileSync(join(REPO_ROOT, p.path), p.next);
    console.log(`${p.path}: tables rewritten from action.yml`);
  }
  if (stale.length === 0) console.log('the docs tables already match action.yml and aggregate/action.yml');
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
