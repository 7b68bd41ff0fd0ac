#!/usr/bin/env node
// `npm run demo`: the Action's main job, end to end, on this machine.
//
// The real bundle dist/index.js runs as a subprocess with a runner-like environment (a pull_request
// event, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, …). Its `command` input is scripts/demo/replay-agent.mjs,
// which replays a REAL Claude Code run (examples/streams/08-long-run-30-tools: 30 tool calls)
// with its recorded timing, stretched so each comment edit is visible. The live comment goes to
// a local fake GitHub on 127.0.0.1 (scripts/demo/fake-github.mjs). The demo prints every comment
// revision as it lands (header, "Now" line and what changed), then the job result (exit code,
// outcome, outputs), and writes demo-preview.html: the final comment as GitHub renders it, and
// demo-report.html: the run's readable record (report.html).
//
//   node scripts/demo/run.mjs [--scale N] [--out FILE] [--capture DIR] [--quiet]
//   --scale N     stretch the recorded pauses N times (default 6: the 3 s run takes ~20 s)
//   --out FILE    where to write the preview (default ./demo-preview.html)
//   --capture DIR another capture folder to replay (stdout.jsonl, timing.tsv, exit_code.txt, stderr.txt)
//   --entry FILE  the Action bundle to run (default dist/index.js)
//
// Exit status: 0 when the job ran to its end and its comment was finalized, 1 otherwise.

import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DemoGitHub } from './fake-github.mjs';
import { previewPage } from './preview.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: opts } = parseArgs({
  options: {
    scale: { type: 'string', default: '6' },
    out: { type: 'string', default: 'demo-preview.html' },
    capture: { type: 'string', default: path.join(ROOT, 'examples/streams/08-long-run-30-tools') },
    quiet: { type: 'boolean', default: false },
    entry: { type: 'string', default: path.join(ROOT, 'dist/index.js') },
    // Write every request the demo's GitHub got, with its answer, as JSON (the tests check them
    // against GitHub's published contract).
    exchanges: { type: 'string' },
  },
});
const scale = Number(opts.scale);
if (!(scale >= 0)) fail(`--scale must be a number >= 0, got "${opts.scale}"`);

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
const bold = paint('1');
const dim = paint('2');
const green = paint('32');
const red = paint('31');
const cyan = paint('36');

function fail(message) {
  process.stderr.write(`demo: ${message}\n`);
  process.exit(1);
}

const entry = path.resolve(opts.entry);
if (!existsSync(entry)) fail(`${entry} is missing; run "npm run build" first`);
const capture = path.resolve(opts.capture);
if (!existsSync(path.join(capture, 'stdout.jsonl'))) fail(`${capture} has no stdout.jsonl`);

// ---- what a revision changed: the header and "Now" lines, then the lines that came and went ----

function lines(body) {
  return body.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('<!--'));
}

function describeRevision(body, previous) {
  const now = lines(body);
  const out = [];
  const header = now.find((l) => l.startsWith('### '));
  if (header) out.push(`  ${bold(header.slice(4))}`);
  const nowLine = now.find((l) => l.startsWith('**Now:**'));
  if (nowLine) out.push(`  ${nowLine.replace(/\*\*/g, '').replace(/`/g, '')}`);
  if (previous !== undefined) {
    const before = new Set(lines(previous));
    const after = new Set(now);
    const skip = (l) => l === header || l === nowLine || l.startsWith('### ') || l.startsWith('**Now:**');
    const added = now.filter((l) => !before.has(l) && !skip(l));
    const removed = lines(previous).filter((l) => !after.has(l) && !skip(l));
    const shown = [
      ...removed.map((l) => red(`  - ${clip(l)}`)),
      ...added.map((l) => green(`  + ${clip(l)}`)),
    ];
    out.push(...shown.slice(0, 6));
    if (shown.length > 6) out.push(dim(`  … ${shown.length - 6} more changed lines`));
  }
  return out.join('\n');
}

function clip(s, max = 110) {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

// ---- the runner's environment for one job ----

function parseFileCommand(text) {
  const out = {};
  const rows = text.split('\n');
  for (let i = 0; i < rows.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(rows[i]);
    if (heredoc) {
      const value = [];
      i++;
      while (i < rows.length && rows[i] !== heredoc[2]) value.push(rows[i++]);
      out[heredoc[1]] = value.join('\n');
    } else if (rows[i].includes('=')) {
      const at = rows[i].indexOf('=');
      out[rows[i].slice(0, at)] = rows[i].slice(at + 1);
    }
  }
  return out;
}

const quote = (s) => `"${s.replace(/(["\\])/g, '\\$1')}"`;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-demo-'));
  const files = {
    output: path.join(dir, 'github_output'),
    summary: path.join(dir, 'step_summary.md'),
    state: path.join(dir, 'github_state'),
    event: path.join(dir, 'event.json'),
    log: path.join(dir, 'job.log'),
  };
  const temp = path.join(dir, 'runner_temp');
  const workspace = path.join(dir, 'workspace');
  mkdirSync(temp);
  mkdirSync(workspace);
  for (const f of [files.output, files.summary, files.state]) writeFileSync(f, '');
  const pr = 7;
  writeFileSync(
    files.event,
    JSON.stringify({
      action: 'opened',
      number: pr,
      pull_request: {
        number: pr,
        title: 'Demo: 30 small steps',
        user: { login: 'octocat', type: 'User' },
        head: { ref: 'demo' },
        base: { ref: 'main' },
      },
      repository: { name: 'app', full_name: 'octo/app', owner: { login: 'octo' } },
      sender: { login: 'octocat', type: 'User' },
    }),
  );

  const started = Date.now();
  const stamp = () => dim(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s]`);
  const github = await new DemoGitHub({
    exchanges: opts.exchanges ? [] : null,
    onChange: ({ kind, comment, previous }) => {
      if (opts.quiet) return;
      const what = kind === 'created' ? 'created' : `edit ${comment.revision - 1}`;
      process.stdout.write(
        `${stamp()} ${cyan(`comment #${comment.id} on octo/app#${comment.issueNumber} ${what}`)}` +
          ` ${dim(`(${comment.body.length} chars)`)}\n${describeRevision(comment.body, previous)}\n`,
      );
    },
  }).start();

  const inputs = {
    command: `${quote(process.execPath)} ${quote(path.join(ROOT, 'scripts/demo/replay-agent.mjs'))} ${quote(capture)}`,
    prompt: 'Do 30 steps.',
    'github-token': 'demo-token-not-a-secret',
    'update-interval-seconds': '1',
    'comment-key': 'demo',
  };
  const env = {
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_REPOSITORY_OWNER: 'octo',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: github.url,
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'Narrator demo',
    GITHUB_JOB: 'agent',
    GITHUB_ACTION: 'narrator',
    GITHUB_ACTOR: 'octocat',
    RUNNER_TEMP: temp,
    NARRATOR_DEMO_TIME_SCALE: String(scale),
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;

  console.log(bold("Narrator demo: the Action's main job, end to end, on this machine"));
  console.log(
    dim(
      `  dist/index.js  ·  agent: a replay of the real Claude Code run ${path.relative(ROOT, capture) || capture}` +
        ` (pauses ×${scale})\n  GitHub: ${github.url} (local fake, pull request octo/app#${pr})  ·  job log: ${files.log}` +
        (scale !== 1
          ? `\n  The replay is stretched ×${scale}: the live comment's clock shows the stretched time, the final` +
            " comment the agent's own (recorded) duration.\n"
          : '\n'),
    ),
  );

  const child = spawn(process.execPath, [entry], { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] });
  let jobLog = '';
  child.stdout.on('data', (d) => {
    jobLog += d.toString();
  });
  child.stderr.on('data', (d) => {
    jobLog += d.toString();
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const [code, signal] = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (c, s) => resolve([c, s]));
  });
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
  writeFileSync(files.log, jobLog);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  const outputs = parseFileCommand(readFileSync(files.output, 'utf8'));
  const errors = jobLog.split('\n').filter((l) => /^::error/.test(l));
  const warnings = jobLog.split('\n').filter((l) => /^::warning/.test(l));
  console.log(`\n${bold('Job result')} ${dim(`after ${seconds} s`)}`);
  console.log(
    `  exit code     ${code === 0 ? green(String(code)) : red(String(code ?? signal))}  ${dim(code === 0 ? '(the job passes)' : '(the job fails)')}`,
  );
  for (const name of [
    'outcome',
    'conclusion',
    'turns',
    'tool-calls',
    'tool-errors',
    'cost-usd',
    'duration-ms',
    'session-id',
    'summary-file',
    'log-file',
  ]) {
    if (outputs[name] !== undefined) console.log(`  ${name.padEnd(13)} ${outputs[name]}`);
  }
  if (outputs.result !== undefined)
    console.log(`  ${'result'.padEnd(13)} ${clip(outputs.result.replace(/\s+/g, ' '), 90)}`);
  for (const line of [...errors, ...warnings])
    console.log(`  ${line.startsWith('::error') ? red(line) : line}`);
  console.log(`  step summary  ${readFileSync(files.summary, 'utf8').length} chars (${files.summary})`);

  const comments = [...github.comments.values()];
  await github.close();
  if (opts.exchanges) writeFileSync(path.resolve(opts.exchanges), JSON.stringify(github.exchanges));
  // The live comment (the PR's ledger keeps a comment of its own beside it, said below).
  const final = comments.findLast((c) => !c.body.includes('<!-- narrator-ledger')) ?? comments.at(-1);
  const ledger = comments.find((c) => c.body.includes('<!-- narrator-ledger'));
  if (!final) {
    console.log(
      red('\nThe job posted no comment on the pull request (is the live comment wired into dist/index.js?).'),
    );
    console.log(dim(`  job log: ${files.log}`));
    return 1;
  }
  const out = path.resolve(opts.out);
  writeFileSync(out, previewPage(final.body, { title: `Narrator demo — comment #${final.id}` }));
  if (ledger)
    console.log(
      dim(`\nThe PR's ledger: comment #${ledger.id} (every run's cost and verdict, docs/ledger.md)`),
    );
  console.log(
    `\n${bold('Comment')} #${final.id}: ${final.revision} ${final.revision === 1 ? 'revision' : 'revisions'}, ${github.requests} API requests\n` +
      `  preview (as GitHub renders it): ${out}`,
  );
  // The run's readable record (report.html), copied beside the preview: the run folder is temporary.
  const report = outputs['report-file'];
  if (report && existsSync(report)) {
    const record = path.join(path.dirname(out), 'demo-report.html');
    copyFileSync(report, record);
    console.log(`  the run's record (one page, opens offline): ${record}`);
  }
  const finished = !final.body.includes('is working');
  if (!finished)
    console.log(red('  the final comment still says the agent is working: the final edit did not land'));
  return finished && (code === 0) === (outputs.conclusion === 'success') ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => fail(error.stack ?? String(error)),
);
