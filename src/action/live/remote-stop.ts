/**
 * Stop from the PR: while the agent runs, a person the permission gate would let start it may stop
 * it with a 👎 on the live comment or a `/narrator stop [reason]` comment (input `remote-stop`).
 * This wires the listener (src/github/stop-listener.ts) to the run: the issue or PR the comment is
 * on, the live comment's id, the session's client and shared budget, the gate's rules for who may,
 * and the launcher's one `stop(reason)` entry point. Loaded after the agent was spawned.
 */

import type { RunEvent } from '../../context/event.js';
import type { RunnerEnv } from '../../context/runner-env.js';
import { fetchPermission, mayStartByComment } from '../../github/permission-gate.js';
import { reactionEmoji } from '../../github/reactions.js';
import { octokitStopSources, type StopCandidate, StopListener } from '../../github/stop-listener.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import * as core from '../../runner/core.js';
import { commentPlace } from '../../sinks/comment-place.js';
import type { GitHubSession } from '../../sinks/github-session.js';
import type { StopRequest } from '../../stream/events.js';

export interface RemoteStopOptions {
  config: ActionConfig;
  env: RunnerEnv;
  /** The triggering event, read once (src/context/event.ts): where the PR is. */
  event: RunEvent;
  redactor: Redactor;
  /** The run's GitHub session (its client feeds the shared budget); null: no token. */
  session: GitHubSession | null;
  liveCommentId(): number | null;
  /** Epoch ms the agent was spawned. */
  startedAt: number;
  /** The launcher's stop: called once, with who asked. */
  stop(request: StopRequest): void;
}

export interface RemoteStop {
  /** Stops listening and logs what listening cost. */
  close(): void;
}

export function listenForStop(o: RemoteStopOptions): RemoteStop | null {
  const log = (message: string) => core.info(o.redactor.redact(`Narrator: ${message}`));
  if (!o.config.remoteStop) return null;
  const place = commentPlace(o.config, o.env, o.event);
  if (place.target === null) {
    log(`no stop from the PR: there is no pull request or issue to listen on (${place.reason})`);
    return null;
  }
  if (o.session === null) {
    log("no stop from the PR: 'github-token' is empty");
    return null;
  }
  const session = o.session;
  const { target } = place;
  const client = session.client();
  // A floor of a second: `update-interval-seconds: 0` (edit as fast as allowed) must not spin the polls.
  const intervalMs = Math.max(1000, o.config.updateIntervalSeconds * 2 * 1000);
  const listener = new StopListener({
    sources: octokitStopSources({ client, target, liveCommentId: o.liveCommentId, startedAt: o.startedAt }),
    intervalMs,
    clock: session.clock,
    budget: session.budget,
    log,
    // The permission gate's own rules, as if this person had written the comment that starts a run.
    isAllowed: (login, isBot) =>
      mayStartByComment({ login, isBot }, o.config, (name) => fetchPermission(client, target, name)),
    onStop: (candidate: StopCandidate) => {
      const request: StopRequest = {
        login: candidate.login,
        via: candidate.via,
        reason: candidate.reason,
        afterMs: Math.max(0, Date.now() - o.startedAt),
      };
      const how =
        candidate.via === 'reaction' ? `${reactionEmoji('-1')} on the live comment` : '/narrator stop';
      log(
        `${candidate.login} asked to stop the agent (${how}${candidate.reason ? `: ${candidate.reason}` : ''}); stopping it`,
      );
      o.stop(request);
    },
  });
  listener.start();
  log(
    `a 👎 on the live comment or a '/narrator stop' comment on ${target.owner}/${target.repo}#${target.issueNumber} stops the agent (checked every ${intervalMs / 1000} s)`,
  );
  let closed = false;
  return {
    close() {
      if (closed) return;
      closed = true;
      const s = listener.close();
      const minutes = Math.max((s.endedAt ?? session.clock.now()) - s.startedAt, 1) / 60_000 / session.scale;
      log(
        `listening for a stop cost ${s.requests} conditional requests in ${minutes.toFixed(2)} min (${(s.requests / minutes).toFixed(1)}/min), ${s.notModified} answered 304 Not Modified (${(s.notModified / minutes).toFixed(1)}/min, free of the rate limit)${s.skipped ? `, ${s.skipped} polls skipped for the shared budget` : ''}`,
      );
    },
  };
}
