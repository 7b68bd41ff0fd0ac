// Spending caps on the real Codex CLI (pinned 0.169.0) through the bundled Action with its codex
// recipe, against the local Responses API server. (No plan test here: `codex exec` 0.169 declares
// no plan tool, and its goal tools leave no item in the JSON stream, so a Codex run shows no plan.) Codex reports tool items live but its tokens only
// on turn.completed, and never a cost: a tool-call cap stops it mid-run, a token cap and a budget
// (estimated from the tokens and the model's price) are judged when the turn ends, and a budget
// with no priced model is refused before launch.
import { afterAll, describe, expect, test } from 'vitest';
import { agentE2e } from '../support/agent-e2e.js';
import { runCodexAction } from '../support/codex-action.js';
import { execCommand, response, text } from '../support/responses-server.js';
import { describeActionRun } from '../support/run-action.js';

const e2e = agentE2e({ agent: 'codex', run: runCodexAction, concurrency: 2 });
afterAll(e2e.cleanup);

/** The reason's first line (the second says what to do about it). */
function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0]!;
}

const USAGE = { input_tokens: 3000, output_tokens: 400 };

describe('spending caps on the real Codex CLI', () => {
  test('max-total-tokens over the cap → budget_exceeded when the turn ends, the figure named', async () => {
    const r = await e2e.scenario({
      model: () => ({ replies: [response([text('A long answer.')], { usage: USAGE })] }),
      inputs: () => ({ prompt: 'Answer at length.', 'max-total-tokens': '1000' }),
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs['outcome']).toBe('budget_exceeded');
    // Codex counts 3,000 input (none cached) + 400 output.
    expect(firstLine(run.outputs['error'])).toBe(
      'The run went over its cap: 3,400 tokens (input + output) passed the cap of 1,000 (max-total-tokens). ' +
        'The agent reports this figure only when its turn ends, so it could not be stopped earlier.',
    );
    expect(run.stdout).toContain(
      "codex reports its tokens only when its turn ends: 'max-total-tokens' is judged then",
    );
    // No cost and no model named anywhere: no estimate, said once.
    expect(run.outputs['estimated-cost-usd']).toBe('');
    expect(run.stdout.split('\n').filter((l) => l.includes('no cost estimate'))).toEqual([
      "Narrator: no cost estimate: the agent named no model (set 'model' so its tokens can be priced)",
    ]);
  });

  test('max-tool-calls 1 while the model keeps running commands → stopped mid-turn, budget_exceeded', async () => {
    const r = await e2e.scenario({
      model: () => ({
        replies: [
          response([execCommand('echo one')]),
          response([execCommand('echo two')]),
          response([execCommand('echo three')], { delayMs: 200 }),
          response([execCommand('echo four')], { delayMs: 200 }),
          response([text('never reached')]),
        ],
      }),
      inputs: () => ({ prompt: 'Run commands.', 'max-tool-calls': '1', 'permission-mode': 'acceptEdits' }),
    });
    const { run } = r;
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('budget_exceeded');
    expect(firstLine(run.outputs['error'])).toMatch(
      /^Narrator stopped the agent: \d tool calls passed the cap of 1 \(max-tool-calls\)\.$/,
    );
    expect(Number(run.outputs['tool-calls'])).toBeLessThan(4);
    expect(run.outputs['result']).not.toBe('never reached');
  });

  test('max-budget-usd with a priced model → the estimated cost is judged at the turn end', async () => {
    const r = await e2e.scenario({
      model: () => ({
        replies: [
          response([text('Expensive.')], { usage: { input_tokens: 400_000, output_tokens: 50_000 } }),
        ],
      }),
      inputs: () => ({ prompt: 'Spend.', model: 'gpt-5', 'max-budget-usd': '0.01' }),
    });
    const { run } = r;
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('budget_exceeded');
    expect(firstLine(run.outputs['error'])).toMatch(
      /^The run went over its cap: ≈ \$\d+\.\d+ \(estimated from its tokens\) passed the budget of \$0\.01 \(max-budget-usd\)\./,
    );
    // Reported cost stays empty; the estimate is its own output, and the step summary marks it.
    expect(run.outputs['cost-usd']).toBe('');
    const estimated = Number(run.outputs['estimated-cost-usd']);
    expect(estimated).toBeGreaterThan(0.01);
    expect(run.stepSummary).toMatch(/\| Cost \| ≈ \$\d+\.\d+ \(est\.\) \|/);
  });

  test('max-budget-usd without a model → refused before launch, saying why; the model is never asked', async () => {
    const r = await e2e.scenario({
      model: () => ({ replies: [response([text('should not run')])] }),
      inputs: () => ({ prompt: 'Spend.', 'max-budget-usd': '1' }),
    });
    const { run } = r;
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('error');
    expect(run.outputs['error']).toContain(
      "input 'max-budget-usd': codex reports no cost, so Narrator estimates it from tokens and the model's price, but no 'model' is given",
    );
    expect(r.server.responseRequests()).toEqual([]);
  });
});
