/**
 * One request of the agent's for a person, as the PR shows it, whatever protocol it came by: a
 * command or other tool call to approve, a question with options, a plan. Built from the tool's
 * name and input (Claude Code's `can_use_tool` control request, an ACP `session/request_permission`);
 * the decision goes back as allow (with the answers for a question) or deny with a message. Pure.
 */
import { mainArgument } from './ask.js';

export interface AskQuestion {
  question: string;
  header: string | null;
  options: string[];
  multiSelect: boolean;
}

export interface AgentAsk {
  /** The agent's own id for the request (answers must name it; nothing else can be answered). */
  requestId: string;
  /** Short label shown on the PR (`Q1`, `Q2`…), named by `/narrator allow Q2`. */
  label: string;
  kind: 'tool' | 'question' | 'plan';
  tool: string;
  /** The `ask` rule that sent it to a maintainer, or `question` / `plan`. */
  rule: string;
  /** The exact command, path or URL. */
  argument: string | null;
  description: string | null;
  /** Where it would run or write (the CLI's blocked path, the agent's directory). */
  directory: string | null;
  questions: AskQuestion[];
  plan: string | null;
  /** The call's input as the agent sent it (a question's answers are added to it). */
  input: Record<string, unknown>;
  askedAt: number;
}

export type AskDecision =
  | { behavior: 'allow'; updatedInput: Record<string, unknown> }
  | { behavior: 'deny'; message: string };

/** At most this many questions and options are read from one request (a flood is cut, said). */
export const MAX_QUESTIONS = 8;
export const MAX_OPTIONS = 16;
const MAX_TEXT = 4_000;

const str = (o: Record<string, unknown>, key: string): string | null => {
  const v = Object.hasOwn(o, key) ? o[key] : undefined;
  return typeof v === 'string' ? v.slice(0, MAX_TEXT) : null;
};

function readQuestions(input: Record<string, unknown>): AskQuestion[] {
  const raw = Object.hasOwn(input, 'questions') ? input['questions'] : undefined;
  if (!Array.isArray(raw)) return [];
  const out: AskQuestion[] = [];
  for (const q of raw.slice(0, MAX_QUESTIONS)) {
    if (typeof q !== 'object' || q === null) continue;
    const o = q as Record<string, unknown>;
    const question = str(o, 'question');
    if (question === null) continue;
    const opts = Object.hasOwn(o, 'options') && Array.isArray(o['options']) ? o['options'] : [];
    const options = opts
      .slice(0, MAX_OPTIONS)
      .map((x: unknown) =>
        typeof x === 'string'
          ? x
          : typeof x === 'object' && x !== null && typeof (x as Record<string, unknown>)['label'] === 'string'
            ? ((x as Record<string, unknown>)['label'] as string)
            : null,
      )
      .filter((x): x is string => x !== null)
      .map((x) => x.slice(0, 500));
    out.push({ question, header: str(o, 'header'), options, multiSelect: o['multiSelect'] === true });
  }
  return out;
}

export function makeAsk(o: {
  requestId: string;
  label: string;
  tool: string;
  rule: string;
  input: unknown;
  description?: string | null;
  directory?: string | null;
  askedAt: number;
}): AgentAsk {
  const input =
    typeof o.input === 'object' && o.input !== null && !Array.isArray(o.input)
      ? (o.input as Record<string, unknown>)
      : {};
  const kind = o.tool === 'AskUserQuestion' ? 'question' : o.tool === 'ExitPlanMode' ? 'plan' : 'tool';
  const argument = mainArgument(o.tool, input);
  return {
    requestId: o.requestId,
    label: o.label,
    kind,
    tool: o.tool.slice(0, 200),
    rule: o.rule,
    argument: argument === null ? null : argument.slice(0, MAX_TEXT),
    description: o.description ?? str(input, 'description'),
    directory: o.directory ?? null,
    questions: kind === 'question' ? readQuestions(input) : [],
    // The plan as the agent wrote it; any other shape is shown as its input (never hidden).
    plan: kind === 'plan' ? (str(input, 'plan') ?? JSON.stringify(input, null, 2).slice(0, MAX_TEXT)) : null,
    input,
    askedAt: o.askedAt,
  };
}

/**
 * Answers to a question: option numbers (1-based), one per question in order. Null when a number
 * names no option (the answer is then not taken; the card stays open).
 */
export function questionAnswers(ask: AgentAsk, choices: readonly number[]): Record<string, string> | null {
  if (choices.length === 0 || ask.questions.length === 0) return null;
  const answers: Record<string, string> = {};
  for (const [i, q] of ask.questions.entries()) {
    const n = choices[Math.min(i, choices.length - 1)]!;
    const option = q.options[n - 1];
    if (option === undefined) return null;
    answers[q.question] = option;
  }
  return answers;
}

/** How the conversation reaches the agent (src/agent/agent-input.ts for Claude Code). */
export interface AgentChannel {
  respond(requestId: string, decision: AskDecision): void;
  /** A steer as a user message; false when the agent can take none now (it ended its turn). */
  say(text: string): boolean;
}
