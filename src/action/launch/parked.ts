/**
 * The answer's run (`on-question: park`): a writer's `/narrator allow|deny|answer` comment on the PR
 * starts an `issue_comment` run. Before the agent starts, this finds the newest parked card of
 * Narrator's own on the PR (src/converse/park.ts holds its marker), checks that the commenter may
 * answer (the permission gate's rule, as for a live answer), takes the answer once (the card is
 * edited to say who answered and which run resumes), and gives the launch:
 *
 * - for an allowed call, the approval: exactly that tool and input hash, once, in this run;
 * - for every answer, the words for the agent's prompt (the resumed session reads them first).
 *
 * A 👍 on a parked card starts no workflow run (GitHub has no reaction event), so only the comment
 * form answers. Anything missing (no card, a foreign look-alike, a reader, GitHub failing) leaves
 * the run as it would be without park, said in the log.
 */
import type { RunContext } from '../../context/run-context.js';
import { parseConverseCommand } from '../../converse/answer.js';
import { PARK_TAKEN_MARKER, type ParkedRequest, readParkMarker } from '../../converse/park.js';
import { describeError } from '../../github/errors.js';
import { findMarkedComment } from '../../github/find-comment.js';
import { octokitIssueComments } from '../../github/issue-comments.js';
import { fetchPermission, mayStartByComment } from '../../github/permission-gate.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import { inlineText } from '../../report/markdown.js';
import * as core from '../../runner/core.js';
import { commentRunClient, commentRunTarget, startingComment } from './comment-run.js';

export interface ParkAnswer {
  /** An allowed call: exactly this one, once. Null: nothing is allowed beyond the usual rules. */
  approved: { label: string; tool: string; inputHash: string; by: string } | null;
  /** Put first in the agent's prompt. */
  tell: string;
}

export async function answerParked(
  config: ActionConfig,
  context: RunContext,
  redactor: Redactor,
): Promise<ParkAnswer | null> {
  const env = context.runner;
  const comment = config.onQuestion === 'park' ? startingComment(context) : null;
  if (comment === null) return null;
  const log = (m: string) => core.info(redactor.redact(`Narrator: ${m}`));
  const command = parseConverseCommand(comment.body);
  if (command === null || command.kind === 'say') return null;
  const { login } = comment;
  if (login === '' || comment.type === 'Bot' || /\[bot\]$/i.test(login)) {
    log(`ignored the answer to a parked request: ${login || 'its author'} is a bot`);
    return null;
  }
  if (!config.githubToken) {
    log("a parked request cannot be answered: 'github-token' is empty");
    return null;
  }
  const target = commentRunTarget(config, context);
  if (target === null) return null;
  try {
    const client = await commentRunClient(config, context, redactor);
    const allowed = await mayStartByComment(
      { login },
      { allowedActors: config.allowedActors, allowedBots: [] },
      (name) => fetchPermission(client, target, name),
    );
    if (!allowed) {
      log(
        `ignored ${login}'s answer to the parked request: only a person who may start the agent (write access or allowed-actors) can answer it`,
      );
      return null;
    }
    const api = octokitIssueComments(client, target);
    const card = await findMarkedComment(api, '<!-- narrator:card ');
    const parked = card === null ? null : readParkMarker(card.body);
    if (card === null || parked === null || card.body.includes(PARK_TAKEN_MARKER)) {
      log(`/narrator ${command.kind} by ${login}: no parked request is waiting on this pull request`);
      return null;
    }
    if (command.label !== null && command.label !== parked.label) {
      log(
        `/narrator ${command.kind} by ${login} names ${command.label}; the parked request is ${parked.label}`,
      );
      return null;
    }
    const runId = env['GITHUB_RUN_ID'] ?? 'this run';
    const answer = decide(parked, command, login);
    if (answer === null) {
      log(
        `ignored /narrator ${command.kind} by ${login}: it does not answer ${parked.label} (${parked.kind})`,
      );
      return null;
    }
    await api.update(
      card.id,
      takenCard(card.body, redactor.redact(`${answer.said} · run ${runId} resumes the agent`)),
    );
    log(`${parked.label} (parked by run ${parked.run}): ${answer.said}`);
    return { approved: answer.approved, tell: answer.tell };
  } catch (error) {
    log(`the parked request could not be read (${describeError(error)}); the run goes on without its answer`);
    return null;
  }
}

type Command = Exclude<ReturnType<typeof parseConverseCommand>, null | { kind: 'say' }>;

function decide(
  p: ParkedRequest,
  c: Command,
  by: string,
): { approved: ParkAnswer['approved']; tell: string; said: string } | null {
  const what = p.argument !== null ? `${p.tool} \`${p.argument}\`` : p.tool;
  if (c.kind === 'deny') {
    return {
      approved: null,
      said: `denied by @${by}${c.why ? `: ${c.why}` : ''}`,
      tell: `Note from Narrator: a maintainer (@${by}) denied your request ${p.label} (${what})${c.why ? `: ${c.why}` : '.'} Do not make that call; go on without it.`,
    };
  }
  if (c.kind === 'allow') {
    if (p.kind === 'question') return null;
    return {
      approved: { label: p.label, tool: p.tool, inputHash: p.inputHash, by },
      said: `allowed by @${by}`,
      tell: `Note from Narrator: a maintainer (@${by}) allowed your request ${p.label}: ${what}. Make exactly that call again now, with the same input; it is allowed once. Then finish the task.`,
    };
  }
  if (p.kind !== 'question' || p.questions.length === 0) return null;
  const answers: string[] = [];
  for (const [i, q] of p.questions.entries()) {
    const n = c.choices[Math.min(i, c.choices.length - 1)]!;
    const option = q.options[n - 1];
    if (option === undefined) return null;
    answers.push(`${q.question} → ${option}`);
  }
  const said = answers.join('; ');
  return {
    approved: null,
    said: `answered by @${by}: ${said}`,
    tell: `Note from Narrator: a maintainer (@${by}) answered your question ${p.label}: ${said}. Go on with that answer.`,
  };
}

/** The card once its answer was taken: the status says who, the marker says taken (answered once). */
function takenCard(body: string, said: string): string {
  const lines = body
    .split('\n')
    .filter((l) => !l.startsWith('**How to answer:**'))
    .map((l) =>
      l.startsWith("**⏸ parked: this run ended to wait for a maintainer's answer")
        ? `**✅ ${inlineText(said, 300)}**`
        : l,
    );
  return `${lines.join('\n')}\n${PARK_TAKEN_MARKER}`;
}
