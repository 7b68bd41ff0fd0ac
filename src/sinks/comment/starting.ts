/**
 * Puts the live comment up as soon as the gate lets the run in, before the agent is installed
 * ("🔄 Claude is starting · installing 2.1.330": src/report/starting.ts), and follows the setup's
 * phases in it. The live comment sink takes the same comment over once the agent runs
 * (starting-slot.ts): one comment, one marker. Loaded in the background at the run's start, so
 * neither Octokit nor GitHub's answer delays the install.
 */

import type { RunContext } from '../../context/run-context.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import { installPhase, renderStarting } from '../../report/starting.js';
import { runUrlFrom } from '../../runner/github-env.js';
import { commentPlace } from '../comment-place.js';
import { openGitHubSession } from '../github-session.js';
import { HANDOFF, handOff } from '../handoff.js';
import { runComment } from './open.js';
import type { StartingComment } from './starting-slot.js';

export interface AnnounceOptions {
  config: ActionConfig;
  context: RunContext;
  redactor: Redactor;
  /** "Claude", "Claude (ACP)": from the agent's record (src/agent/agents.ts agentLabel). */
  agentLabel: string;
}

/** Who is starting, as the live comment will name it (the edge names it from the agent's record). */
function agentName(o: AnnounceOptions): string {
  return o.config.command !== null ? 'The agent' : o.agentLabel;
}

/** The comment, created in the background (null: the run has no comment, or no token). */
export function announceStart(o: AnnounceOptions): StartingComment | null {
  if (!o.config.githubToken) return null;
  const place = commentPlace(o.config, o.context.runner, o.context.event);
  if (place.target === null) return null;
  const { target, marker } = place;
  const session = openGitHubSession({
    token: o.config.githubToken,
    context: o.context,
    redact: o.redactor.redact,
    crowdPrior: o.config.leg.jobTotal ?? 1,
  });
  const comment = runComment(session, target, marker, o.config, o.context);
  // Saved now (without an id) so the post step knows where to look even if no create ever lands.
  handOff(HANDOFF.comment, JSON.stringify({ ...target, marker, commentId: null }));
  const runUrl = runUrlFrom(o.context.runner);
  const agent = agentName(o);
  const body = (phase: string | null) => o.redactor.redact(renderStarting({ agent, phase, runUrl, marker }));
  comment.start(body(o.config.install === 'auto' ? `installing ${o.config.agentVersion}` : null));
  return {
    marker,
    comment,
    session,
    setupLine: (line) => {
      const phase = installPhase(line);
      if (phase !== null) comment.update(body(phase), { phase: true });
    },
  };
}
