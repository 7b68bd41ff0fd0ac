/**
 * Steers that came too late for an earlier run reach this one (src/converse/pending-steers.ts holds
 * the rules): before the agent starts, the PR's ledger is read for this job's deferred steers that
 * no run settled, each steering comment is read again from GitHub and re-checked (still there, on
 * this thread, by the same author, unedited, and that author still may steer: the permission gate
 * as for a live steer), and the ones that pass are told to the agent first in its user message,
 * wrapped like a live steer, oldest first, at most `max-steers`. A `/narrator say` comment that
 * started this run (nothing was running to hear it) is one of them, unless the run's prompt
 * already holds its text: then it is this run's instruction and is not told twice.
 *
 * What this run delivered or refused for good goes in its ledger row (`settled`), so the run after
 * does not deliver it again; the steering comment gets 🚀 (taken). Works without `session-key`
 * (the ledger holds references, the text is GitHub's): a run that cannot resume gets them in its
 * fresh prompt. Never fails the run: GitHub failing leaves the steers pending, said in the log.
 */
import type { RunContext } from '../../context/run-context.js';
import { parseConverseCommand } from '../../converse/answer.js';
import {
  checkDeferred,
  type PendingSteer,
  pendingSteers,
  promptHolds,
  type SteeringComment,
  steerHash,
  threadOfIssueUrl,
} from '../../converse/pending-steers.js';
import { cleanSteer, wrapSteer } from '../../converse/steer.js';
import { describeError } from '../../github/errors.js';
import { octokitIssueComments } from '../../github/issue-comments.js';
import { readLedger } from '../../github/ledger-store.js';
import { fetchPermission, isBotLogin, mayStartByComment } from '../../github/permission-gate.js';
import { addReaction } from '../../github/reactions.js';
import type { ActionConfig } from '../../inputs.js';
import { ledgerRows } from '../../ledger/ledger.js';
import type { Redactor } from '../../redact/redact.js';
import type { ConversationEntry } from '../../run/conversation.js';
import * as core from '../../runner/core.js';
import { ledgerKeys } from '../../sinks/ledger/live.js';
import { commentRunClient, commentRunTarget, startingComment } from './comment-run.js';

/** Steering comments read again at most per run (a ledger may list more than are delivered). */
const MAX_LOOKS = 20;

export interface DeferredDelivery {
  /** Told first in the agent's user message; null: nothing to tell. */
  tell: string | null;
  /** The record's entries (`steer_delivered`), for the timeline and summary.json. */
  entries: ConversationEntry[];
  /** Comment ids delivered or refused for good: this run's ledger row settles them. */
  settled: number[];
  /** Comment ids delivered: the run handled them (a second workflow run of one ends neutral). */
  delivered: number[];
  /** Once the agent was told: 🚀 on each delivered comment. */
  react(): Promise<void>;
}

export async function takeDeferredSteers(
  config: ActionConfig,
  context: RunContext,
  redactor: Redactor,
): Promise<DeferredDelivery | null> {
  const env = context.runner;
  const log = (m: string) => core.info(redactor.redact(`Narrator: ${m}`));
  if (!config.githubToken || !config.ledger || !context.knobs.ledger || config.maxSteers === 0) return null;
  const started = Date.now();
  const target = commentRunTarget(config, context);
  if (target === null) return null;
  try {
    const client = await commentRunClient(config, context, redactor);
    const read = await readLedger(octokitIssueComments(client, target));
    const { job } = ledgerKeys(config, env);
    const rows = ledgerRows(read.comments.map((c) => c.block)).filter((r) => r.job === job);
    const candidates: Array<PendingSteer & { trigger?: string }> = pendingSteers(rows);
    // The comment that started this run: a `/narrator say` while nothing ran to hear it.
    const comment = startingComment(context);
    const triggerId = comment?.id ?? null;
    const command = comment === null ? null : parseConverseCommand(comment.body);
    if (
      command?.kind === 'say' &&
      triggerId !== null &&
      comment !== null &&
      comment.login !== '' &&
      !candidates.some((c) => c.id === triggerId) &&
      !rows.some((r) => r.settled?.includes(triggerId))
    ) {
      const text = cleanSteer(command.text).text;
      candidates.push({
        id: triggerId,
        by: comment.login,
        hash: steerHash(text),
        fromRun: 'this comment',
        trigger: text,
      });
    }
    if (candidates.length === 0) return null;
    const allowed = new Map<string, Promise<boolean>>();
    const mayAnswer = (login: string) => {
      const key = login.toLowerCase();
      let p = allowed.get(key);
      if (!p) {
        p = mayStartByComment({ login }, { allowedActors: config.allowedActors, allowedBots: [] }, (name) =>
          fetchPermission(client, target, name),
        );
        allowed.set(key, p);
      }
      return p;
    };
    const wrapped: string[] = [];
    const entries: ConversationEntry[] = [];
    const settled: number[] = [];
    const delivered: number[] = [];
    let looked = 0;
    let waiting = 0;
    for (const c of candidates) {
      if (delivered.length >= config.maxSteers || looked >= MAX_LOOKS) {
        // One line per steer for the first few, then a count (a hand-edited ledger may list hundreds).
        if (++waiting <= 5) {
          log(
            `deferred steer by ${c.by} (comment ${c.id}) waits for a later run: ${looked >= MAX_LOOKS ? `${MAX_LOOKS} steering comments were read already` : `'max-steers' (${config.maxSteers}) reached`}`,
          );
        }
        continue;
      }
      looked++;
      let now: SteeringComment | null;
      try {
        const r = await client.rest.issues.getComment({
          owner: target.owner,
          repo: target.repo,
          comment_id: c.id,
        });
        const login = r.data.user?.login ?? null;
        now = {
          body: r.data.body ?? '',
          login,
          isBot: r.data.user?.type === 'Bot' || (login !== null && isBotLogin(login)),
          thread: threadOfIssueUrl(r.data.issue_url),
        };
      } catch (error) {
        if ((error as { status?: number }).status !== 404) {
          log(
            `deferred steer by ${c.by} (comment ${c.id}) could not be read (${describeError(error)}); it waits for a later run`,
          );
          continue;
        }
        now = null;
      }
      const check = checkDeferred(c, now, target.issueNumber);
      const origin = c.trigger !== undefined ? 'the comment that started this run' : `run ${c.fromRun}`;
      if (!check.ok) {
        log(`did not deliver the steer by ${c.by} from ${origin} (comment ${c.id}): ${check.why}`);
        if (check.final) settled.push(c.id);
        continue;
      }
      if (!(await mayAnswer(c.by).catch(() => false))) {
        log(
          `did not deliver the steer by ${c.by} from ${origin} (comment ${c.id}): only a person who may start the agent (write access or allowed-actors) can steer it`,
        );
        settled.push(c.id);
        continue;
      }
      settled.push(c.id);
      delivered.push(c.id);
      if (c.trigger !== undefined && promptHolds(config.prompt, check.text)) {
        log(`the steer by ${c.by} that started this run is its prompt already: not told twice`);
        continue;
      }
      wrapped.push(wrapSteer(c.by, check.text));
      const message =
        c.trigger !== undefined
          ? 'from the comment that started this run'
          : `delivered from run ${c.fromRun}`;
      entries.push({
        at: Date.now(),
        kind: 'steer_delivered',
        label: null,
        tool: null,
        text: check.text,
        by: c.by,
        via: 'command',
        message,
      });
      log(`deferred steer by ${c.by} (comment ${c.id}) ${message}: told to the agent first`);
    }
    if (waiting > 5) log(`${waiting - 5} more deferred steers wait for a later run`);
    if (settled.length === 0) return null;
    log(
      `deferred steers: ${wrapped.length} told first, ${settled.length - delivered.length} refused (checked in ${Date.now() - started} ms)`,
    );
    return {
      tell: wrapped.length === 0 ? null : wrapped.join('\n\n'),
      entries,
      settled,
      delivered,
      react: async () => {
        for (const id of delivered) {
          await addReaction(
            client,
            { kind: 'issue-comment', owner: target.owner, repo: target.repo, commentId: id },
            'rocket',
          ).catch(() => {});
        }
      },
    };
  } catch (error) {
    log(`deferred steers could not be read (${describeError(error)}); they wait for a later run`);
    return null;
  }
}
