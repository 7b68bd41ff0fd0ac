/**
 * The gate in front of everything. Unless the event needs write access to happen at all (push,
 * workflow_dispatch, schedule…: src/github/event-access.ts), every person whose words reach the
 * agent (sender, author of the triggering text, GITHUB_ACTOR) must have write access or be
 * allowed by the workflow, else the run is refused BEFORE anything is installed, launched or sent
 * to a model. A refusal leaves one comment on the issue/PR (who, why, how to allow; no @mention)
 * and fails the job. If the check itself cannot be made (API down, no token, no payload), the run
 * is refused too: fail closed.
 *
 * Unchecked events return at once; Octokit is only loaded when a permission has to be asked, so
 * the start-up path of every other run stays as light as before.
 */
import { agentOfProgram } from '../../agent/agents.js';
import { splitCommandLine } from '../../agent/command-line.js';
import type { RunContext } from '../../context/run-context.js';
import { acknowledge } from '../../github/acknowledge.js';
import type { GitHubClient } from '../../github/client.js';
import { describeError } from '../../github/errors.js';
import { findMarkedComment } from '../../github/find-comment.js';
import { octokitIssueComments } from '../../github/issue-comments.js';
import {
  type AccessDecision,
  checkAccess,
  fetchPermission,
  isChecked,
} from '../../github/permission-gate.js';
import { factsOf, judgeRepositoryTrust, type RepositoryTrust } from '../../github/repository-trust.js';
import { resolveTarget } from '../../github/target.js';
import { type ActionConfig, readInputs } from '../../inputs.js';
import { createRedactor } from '../../redact/redact.js';
import { commentKey, commentMarker } from '../../report/comment-key.js';
import { inlineCode, inlineText, neutralize, neutralizeImages } from '../../report/markdown.js';
import * as core from '../../runner/core.js';
import { clientOptionsFromEnv } from '../../runner/github-env.js';

export type Refusal = { failure: string };
type Redact = (text: string) => string;

/**
 * Returns null when the run may go on, or the job's failure when it is refused (the refusal
 * comment, if one could be posted, is already there). Never throws.
 */
export async function refuseUnauthorized(
  context: RunContext,
  getInput: (name: string) => string = (name) => core.getInput(name),
): Promise<Refusal | null> {
  const eventName = context.runner['GITHUB_EVENT_NAME'] ?? '';
  // Outside a workflow run (`node dist/index.js` on a machine, the start-up bench) no event
  // triggered anything. On a runner the name is always set: an empty one there is checked.
  if (eventName === '' && context.runner['GITHUB_ACTIONS'] !== 'true') return null;
  // Events that need write access to happen at all: nothing to check, no request made.
  if (!isChecked(eventName)) return null;

  let config: ActionConfig;
  try {
    config = readInputs(getInput, context.runner);
  } catch {
    // runAction reads the same inputs, fails with this very message and launches nothing.
    return null;
  }
  const redactor = createRedactor({ secrets: [config.githubToken, ...config.redact], env: context.parent });
  const redact = redactor.redact;
  // Masked in the job log from here on (runAction registers them again; the runner dedupes).
  for (const secret of redactor.secrets) core.setSecret(secret);
  // The gate's client, made once and shared with the acknowledgement (Octokit loads on first use).
  let gateClient: Promise<GitHubClient> | null = null;
  const sharedClient = () => (gateClient ??= client(config, context, redact));
  const react = (content: 'eyes' | '-1') =>
    config.acknowledge && config.githubToken
      ? acknowledge({
          eventName,
          payload: payloadOrNull(context),
          repository: context.runner['GITHUB_REPOSITORY'] ?? '',
          content,
          client: sharedClient,
          redact,
          timeoutMs: context.knobs.githubTimeoutMs,
          info: (message) => core.info(message),
          debug: (message) => core.debug(message),
        })
      : Promise.resolve();
  try {
    const decision = await decide(config, context, eventName, redact, sharedClient);
    if (decision.allowed) {
      // Heard: in the background, the run does not wait for it (main.ts does, before exiting).
      void react('eyes');
      core.info(redact(`Narrator: ${eventName || 'run'} authorized: ${decision.reason}`));
      if (decision.letInByEveryone.length > 0) {
        // The opt-in of triage bots that answer anyone: say who got in that way, by name.
        core.info(
          redact(
            `Narrator: allowed-actors is '*': let in without a permission check: ${decision.letInByEveryone.join(', ')}`,
          ),
        );
      }
      return null;
    }
    const failure = `Narrator refused to start the agent: ${decision.reason}. ${decision.remedy}`;
    const [posted] = await Promise.all([
      postRefusal(config, context, eventName, decision, redact).catch(
        (error: unknown) => `the refusal comment could not be posted (${describeError(error)})`,
      ),
      react('-1'),
    ]);
    if (posted) core.warning(redact(posted));
    return { failure: redact(failure) };
  } catch (error) {
    return {
      failure: redact(
        `Narrator refused to start the agent: the access check failed (${describeError(error)})`,
      ),
    };
  }
}

async function decide(
  config: ActionConfig,
  context: RunContext,
  eventName: string,
  _redact: Redact,
  sharedClient: () => Promise<GitHubClient>,
): Promise<AccessDecision> {
  const payload = await judgedPayload(context);
  const repo = splitRepository(context.runner['GITHUB_REPOSITORY'] ?? '');
  const timeoutMs = context.knobs.githubTimeoutMs;
  return checkAccess(
    {
      eventName,
      payload,
      githubActor: context.runner['GITHUB_ACTOR'],
      allowedActors: config.allowedActors,
      allowedBots: config.allowedBots,
    },
    async (login) => {
      if (!repo)
        throw new Error(`GITHUB_REPOSITORY '${context.runner['GITHUB_REPOSITORY'] ?? ''}' is not owner/repo`);
      if (!config.githubToken) throw new Error('no github-token to ask GitHub with');
      const octokit = await sharedClient();
      return withTimeout(
        (signal) => fetchPermission(octokit, repo, login, signal),
        timeoutMs,
        `no answer from the GitHub API within ${timeoutMs} ms`,
      );
    },
  );
}

/** The GitHub client for the check; its log lines pass through the redactor like every other. */
async function client(config: ActionConfig, context: RunContext, redact: Redact): Promise<GitHubClient> {
  const { createGitHubClient } = await import('../../github/client.js');
  return createGitHubClient({
    ...clientOptionsFromEnv(config.githubToken, context, redact),
    // A rate limit longer than this is not sat out: the run is refused with the reason instead.
    maxRateLimitWaitSeconds: 30,
  });
}

/** The comment a refused run leaves: sticky per job (one marker), so repeated refusals edit it. */
export function refusalBody(
  marker: string,
  eventName: string,
  decision: Extract<AccessDecision, { allowed: false }>,
): string {
  // The refused person is not always who triggered the run: a maintainer's edit of someone
  // else's comment is refused for the comment's author.
  const who = decision.actor ? ` for ${inlineCode(decision.actor)}` : '';
  return [
    marker,
    '### Narrator did not start the agent',
    '',
    `This run (event ${inlineCode(eventName || 'none')}) was refused${who} before anything was launched: ${neutralizeImages(inlineText(decision.reason, 600))}.`,
    '',
    // One line whatever a login holds: the payload's words never start a heading or a list here.
    neutralize(decision.remedy)
      .replace(/\s+/g, (gap) => (/[\r\n]/.test(gap) ? ' ' : gap))
      .replace(/\b(allowed-actors|allowed-bots)\b/g, '`$1`'),
  ].join('\n');
}

async function postRefusal(
  config: ActionConfig,
  context: RunContext,
  eventName: string,
  decision: Extract<AccessDecision, { allowed: false }>,
  redact: Redact,
): Promise<string | null> {
  if (!config.githubToken) return 'no github-token: the refusal is only in the job log';
  const resolution = resolveTarget({
    commentOn: config.commentOn,
    eventName,
    payload: await judgedPayload(context).catch(() => null),
    repository: context.runner['GITHUB_REPOSITORY'] ?? '',
  });
  if (!resolution.target) return `no refusal comment: ${resolution.reason}`;
  const key = commentKey({
    commentKey: config.commentKey,
    workflow: context.runner['GITHUB_WORKFLOW'],
    job: context.runner['GITHUB_JOB'],
  });
  const marker = commentMarker(`refused ${key}`);
  const body = redact(refusalBody(marker, eventName, decision));
  const api = octokitIssueComments(await client(config, context, redact), resolution.target);
  const timeoutMs = context.knobs.githubTimeoutMs;
  await withTimeout(
    async (signal) => {
      const earlier = await findMarkedComment(api, marker, { signal, maxPages: 3 });
      if (earlier) await api.update(earlier.id, body, signal);
      else await api.create(body, signal);
    },
    timeoutMs,
    `no answer from the GitHub API within ${timeoutMs} ms`,
  );
  return null;
}

/** The payload for the acknowledgement; null when there is none or it could not be read. */
function payloadOrNull(context: RunContext): unknown {
  return context.event.file === null || context.event.error !== null ? null : context.event.payload;
}

/**
 * The payload the gate judges (read once, src/context/event.ts). An unreadable file is not an
 * empty event here: the gate refuses with why, as it must not guess who started the run.
 */
async function judgedPayload(context: RunContext): Promise<unknown> {
  if (context.event.error !== null) throw new Error(context.event.error);
  return context.event.payload;
}

/** Runs `work` with an abort signal, and gives up (rejects) after `ms` whatever it is waiting on. */
async function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  message: string,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(message));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function splitRepository(repository: string): { owner: string; repo: string } | null {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(repository.trim());
  return m ? { owner: m[1]!, repo: m[2]! } : null;
}

/**
 * Whose code the workspace holds, for the agent's launch (src/github/repository-trust.ts): asks
 * GitHub for a comment's pull request and for a fork's author's permission when it must. Never
 * throws: whatever cannot be told is not a writer's code.
 */
export async function judgeRepositoryConfig(
  context: RunContext,
  getInput: (name: string) => string = (name) => core.getInput(name),
): Promise<RepositoryTrust> {
  let config: ActionConfig;
  try {
    config = readInputs(getInput, context.runner);
  } catch {
    // runAction reads the same inputs, fails with their message and launches nothing.
    return { trusted: false, reason: 'the inputs could not be read' };
  }
  // A command that runs no agent Narrator knows has no configuration Narrator could leave out:
  // nothing to judge, and nothing to ask GitHub.
  if (config.command !== null && !runsKnownAgent(config.command)) {
    return { trusted: false, reason: 'the command runs no agent Narrator knows' };
  }
  const redactor = createRedactor({ secrets: [config.githubToken, ...config.redact], env: context.parent });
  const timeoutMs = context.knobs.githubTimeoutMs;
  const repo = splitRepository(context.runner['GITHUB_REPOSITORY'] ?? '');
  let octokit: Promise<GitHubClient> | null = null;
  const api = async (): Promise<{ octokit: GitHubClient; repo: { owner: string; repo: string } }> => {
    if (!repo)
      throw new Error(`GITHUB_REPOSITORY '${context.runner['GITHUB_REPOSITORY'] ?? ''}' is not owner/repo`);
    if (!config.githubToken) throw new Error('no github-token to ask GitHub with');
    octokit ??= client(config, context, redactor.redact);
    return { octokit: await octokit, repo };
  };
  const ask = <T>(work: (signal: AbortSignal) => Promise<T>) =>
    withTimeout(work, timeoutMs, `no answer from the GitHub API within ${timeoutMs} ms`);
  let payload: unknown = {};
  try {
    payload = await judgedPayload(context);
  } catch (error) {
    return { trusted: false, reason: redactor.redact(describeError(error)) };
  }
  const trust = await judgeRepositoryTrust(
    {
      setting: config.trustRepositoryConfig,
      eventName: context.runner['GITHUB_EVENT_NAME'] ?? '',
      payload,
      repository: context.runner['GITHUB_REPOSITORY'] ?? '',
      onRunner: context.runner['GITHUB_ACTIONS'] === 'true',
    },
    {
      pullRequest: async (number) => {
        const { octokit, repo } = await api();
        const { data } = await ask((signal) =>
          octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
            ...repo,
            pull_number: number,
            request: { signal },
          }),
        );
        return factsOf(data);
      },
      permission: async (login) => {
        const { octokit, repo } = await api();
        return ask((signal) => fetchPermission(octokit, repo, login, signal));
      },
    },
  );
  return { trusted: trust.trusted, reason: redactor.redact(trust.reason) };
}

/** Whether a `command` starts one of the agents whose repository configuration Narrator knows. */
function runsKnownAgent(command: string): boolean {
  try {
    const [program] = splitCommandLine(command);
    return program !== undefined && agentOfProgram(program) !== null;
  } catch {
    return false;
  }
}
