/**
 * Multi-line secrets from the environment, end to end: the real Action bundle runs a stand-in agent
 * (test/fixtures/bin/print-secrets.mjs) that prints ONE line of an SSH private key's body and ONE
 * line of the private key inside a service-account JSON — both only in the environment, under
 * secret-looking names — in its text, a tool's input, a failing tool's output, an edited file's
 * path and its error result. The whole values were hidden; a line printed alone reached every sink.
 * No sink may hold either line, nor 12 characters of one: the comment (every body sent to the fake
 * GitHub), the step summary, the job log, the annotations, the outputs (`error` among them),
 * summary.json, the stream log and every file of the uploaded artifact.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, runActionEntry } from '../support/run-action.js';

/** Deterministic base64 lines (hashes of the seed): made up for this test, never a real key. */
function bodyLines(seed: number, count: number, width: number): string[] {
  const lines: string[] = [];
  for (let l = 0; l < count; l++) {
    let line = '';
    for (let i = 0; line.length < width; i++)
      line += createHash('sha512').update(`${seed}:${l}:${i}`).digest('base64').replace(/=+$/, '');
    lines.push(line.slice(0, width));
  }
  return lines;
}

const SSH_BODY = bodyLines(3, 6, 70);
const SSH_KEY = `-----BEGIN OPENSSH PRIVATE KEY-----\n${SSH_BODY.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`;
const SA_BODY = bodyLines(5, 6, 64);
const SA_JSON = JSON.stringify({
  type: 'service_account',
  project_id: 'narrator-e2e',
  private_key: `-----BEGIN PRIVATE KEY-----\n${SA_BODY.join('\n')}\n-----END PRIVATE KEY-----\n`,
  client_email: 'narrator@narrator-e2e.iam.gserviceaccount.com',
});
/** What the agent prints: the third line of each key body, alone. */
const LEAKED = [SSH_BODY[2]!, SA_BODY[2]!];

function pieces(line: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 12 <= line.length; i += 4) out.push(line.slice(i, i + 12));
  return out;
}
const FORBIDDEN = LEAKED.flatMap(pieces);

let run: ActionRun;
let github: FakeGitHub;
let artifacts: FakeArtifactService;
let commentBodies: string[];
let artifact: Map<string, Buffer>;
beforeAll(async () => {
  const [bundle, gh, svc] = await Promise.all([
    buildActionBundle(),
    FakeGitHub.start(),
    FakeArtifactService.start(),
  ]);
  github = gh;
  artifacts = svc;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-multiline-'));
  const event = path.join(dir, 'pr-event.json');
  const author = { login: 'octo-dev', type: 'User' };
  writeFileSync(
    event,
    JSON.stringify({ number: 5, pull_request: { number: 5, user: author }, sender: author }),
  );
  run = await runActionEntry(bundle.index, {
    dir,
    inputs: {
      command: fakeAgent('print-secrets.mjs'),
      'github-token': 'ghs_MultiLine0123456789abcdefghijKLMNOP',
      'update-interval-seconds': '0',
      'allowed-actors': author.login,
      'upload-artifact': 'true',
    },
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_API_URL: github.url,
      ACTIONS_RUNTIME_TOKEN: artifacts.token,
      ACTIONS_RESULTS_URL: artifacts.url,
      GITHUB_JOB: 'agent',
      GITHUB_RUN_ATTEMPT: '1',
      SSH_PRIVATE_KEY: SSH_KEY,
      GOOGLE_CREDENTIALS: SA_JSON,
      // The stand-in agent's channel for what to print (its name does not look secret).
      FAKE_SECRET_VALUES: LEAKED.join('\n'),
    },
    timeoutMs: 30_000,
  });
  commentBodies = github.requests
    .filter((r) => r.route === 'create-comment' || r.route === 'update-comment')
    .map((r) => (r.body as { body: string }).body);
  artifact = artifacts.unzip('narrator-agent-1');
}, 90_000);
afterAll(async () => {
  await github?.close();
  await artifacts?.close();
});

describe('one line of a multi-line env secret, printed alone, through the Action', () => {
  it('ran, failed on its error result, and wrote to every sink', () => {
    expect(run.outputs['outcome']).toBe('error');
    expect(run.outputs['error']).toMatch(/API Error: 401 for key \*\*\*/);
    expect(commentBodies.length).toBeGreaterThanOrEqual(1);
    expect(run.commands.some((c) => c.command === 'error')).toBe(true);
    expect([...artifact.keys()]).toEqual(expect.arrayContaining(['stream.jsonl', 'summary.json']));
  });

  it('no sink holds either line, nor 12 characters of one', () => {
    const logFile = readFileSync(run.outputs['log-file']!, 'utf8');
    const sinks: Record<string, string> = {
      comments: commentBodies.join('\n'),
      stepSummary: run.stepSummary,
      jobLog: run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
      stderr: run.stderr,
      annotations: JSON.stringify(run.commands),
      outputs: JSON.stringify(run.outputs),
      summaryJson: readFileSync(run.outputs['summary-file']!, 'utf8'),
      streamLog: logFile,
    };
    // Every file of the artifact (the stream log, summary.json, and whatever else it carries).
    for (const [name, bytes] of artifact) sinks[`artifact ${name}`] = bytes.toString('utf8');
    for (const [where, text] of Object.entries(sinks)) {
      if (where !== 'stderr') expect(text, where).toMatch(/\*\*\*/);
      expect(
        FORBIDDEN.filter((p) => text.includes(p)),
        where,
      ).toEqual([]);
    }
  });

  it('each line is masked in the job log by the runner too (add-mask)', () => {
    const masks = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('::add-mask::'))
      .map((l) => l.slice('::add-mask::'.length));
    for (const line of LEAKED) expect(masks).toContain(line);
  });
});
