/**
 * The card: the comment Narrator posts on the PR for one request of the agent's (a command to
 * approve, a question, a plan), and how it reads once answered. Its own comment, so a 👎 on it
 * denies the request while a 👎 on the live comment still stops the run. Every text from the agent
 * is neutralized (no mention, tag, image or bidi reordering reaches the PR). Pure.
 */
import { codeFence, inlineCode, inlineText, truncate } from '../report/markdown.js';
import type { AgentAsk } from './asks.js';
import { formatDuration } from './duration.js';
import type { ParkedRequest } from './park.js';

/** The marker that makes a card Narrator's own (never read back as a command). */
export function cardMarker(runKey: string, label: string): string {
  return `<!-- narrator:card ${runKey.replace(/[^A-Za-z0-9_.-]/g, '')} ${label} -->`;
}

export interface CardState {
  /** null: still waiting. */
  answer: { text: string; by: string | null; at: number } | null;
}

const CODE_MAX = 3_000;

function what(ask: AgentAsk): string {
  if (ask.kind === 'question') return 'The agent has a question';
  if (ask.kind === 'plan') return 'The agent asks to carry out its plan';
  if (ask.tool === 'Bash') return 'The agent asks to run a command';
  return `The agent asks to use ${inlineCode(ask.tool)}`;
}

export function renderCard(
  ask: AgentAsk,
  o: {
    runKey: string;
    timeoutMs: number;
    state: CardState;
    liveCommentUrl?: string | null;
    /** `on-question: park`: the run ended instead of waiting (the caller appends parkMarker). */
    parked?: ParkedRequest | null;
  },
): string {
  const lines: string[] = [cardMarker(o.runKey, ask.label)];
  const status = o.state.answer
    ? `✅ ${inlineText(o.state.answer.text, 300)}`
    : o.parked
      ? "⏸ parked: this run ended to wait for a maintainer's answer"
      : `⏸ waiting for a maintainer (${formatDuration(o.timeoutMs)} at most, then denied)`;
  lines.push(`### ${ask.label} · ${what(ask)}`, '', `**${status}**`, '');
  if (ask.kind === 'question') {
    for (const [i, q] of ask.questions.entries()) {
      if (ask.questions.length > 1)
        lines.push(`**Question ${i + 1}**${q.header ? ` (${inlineText(q.header, 80)})` : ''}`);
      lines.push(`> ${inlineText(q.question, 1_000)}`, '');
      for (const [n, option] of q.options.entries()) lines.push(`${n + 1}. ${inlineText(option, 300)}`);
      lines.push('');
    }
  } else if (ask.kind === 'plan') {
    lines.push(codeFence(truncate(ask.plan ?? '(no plan text)', CODE_MAX), 'markdown'), '');
  } else {
    if (ask.description) lines.push(inlineText(ask.description, 300), '');
    if (ask.argument !== null)
      lines.push(codeFence(truncate(ask.argument, CODE_MAX), ask.tool === 'Bash' ? 'sh' : ''), '');
    else lines.push(codeFence(truncate(JSON.stringify(ask.input, null, 2), CODE_MAX), 'json'), '');
    if (ask.directory) lines.push(`in ${inlineCode(ask.directory)}`, '');
  }
  lines.push(
    `<sub>Asked because of the rule ${inlineCode(ask.rule)} · request ${inlineCode(ask.label)}</sub>`,
    '',
  );
  if (o.parked && !o.state.answer) {
    const how =
      ask.kind === 'question'
        ? `\`/narrator answer ${ask.label} N\` (the option's number), or \`/narrator deny ${ask.label} [why]\``
        : `\`/narrator allow ${ask.label}\` (exactly this call, once) or \`/narrator deny ${ask.label} [why]\``;
    lines.push(
      `**How to answer:** a comment ${how}. The comment starts the next run, which resumes the agent with the answer; a 👍 or 👎 on this card starts no run. Only a person who may start this run (write access, or named in \`allowed-actors\`) is heard; others are ignored.`,
    );
  } else if (!o.state.answer) {
    const how =
      ask.kind === 'question'
        ? `\`/narrator answer ${ask.label} N\` (the option's number; one per question, e.g. \`2,1\`), or \`/narrator deny ${ask.label} [why]\``
        : `👍 allow / 👎 deny on this comment, or \`/narrator allow ${ask.label}\` / \`/narrator deny ${ask.label} [why]\``;
    lines.push(
      `**How to answer:** ${how}. Only a person who may start this run (write access, or named in \`allowed-actors\`) is heard; others are ignored.`,
    );
    if (o.liveCommentUrl) lines.push(`The run's live comment: ${o.liveCommentUrl}`);
  }
  return lines.join('\n');
}
