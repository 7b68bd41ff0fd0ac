/**
 * The serialized RunSummary: exactly the `narrator summarize` JSON of docs/architecture.md. The
 * field names and their order below are the contract other tools rely on; fields may be added after
 * them, never renamed or removed. Internal bookkeeping (summary.fold) is never serialized.
 */
import type { RunSummary, ToolCall } from './summary.js';

/** One tool call as the contract writes it (summary.json streams a long run's calls one by one). */
export function contractToolCall(t: ToolCall): Record<string, unknown> {
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    parentId: t.parentId,
    input: t.input,
    outputPreview: t.outputPreview,
    durationMs: t.durationMs,
    // additions
    exitCode: t.exitCode,
    outputChars: t.outputChars,
  };
}

/** The version of the published schema of this JSON (schema/summary-v1.schema.json). */
export const SUMMARY_SCHEMA_VERSION = 1;

export function toContractJson(s: RunSummary): Record<string, unknown> {
  return {
    dialect: s.dialect,
    sessionId: s.sessionId,
    model: s.model,
    outcome: s.outcome,
    subtype: s.subtype,
    isError: s.isError,
    outcomeSource: s.outcomeSource,
    errorMessage: s.errorMessage,
    finalText: s.finalText,
    turns: s.turns,
    toolCalls: s.toolCalls.map(contractToolCall),
    retries: s.retries.map((r) => ({
      attempt: r.attempt,
      maxRetries: r.maxRetries,
      delayMs: r.delayMs,
      httpStatus: r.httpStatus,
      category: r.category,
    })),
    costUsd: s.costUsd,
    tokens: s.tokens
      ? {
          input: s.tokens.input,
          output: s.tokens.output,
          cacheRead: s.tokens.cacheRead,
          cacheWrite: s.tokens.cacheWrite,
        }
      : null,
    todos: s.todos.map((t) => ({ content: t.content, status: t.status })),
    permissionDenials: s.permissionDenials.map((d) => ({
      tool: d.tool,
      input: d.input,
      toolUseId: d.toolUseId,
    })),
    durationMs: s.durationMs,
    exitCode: s.exitCode,
    signal: s.signal,
    diagnostics: {
      badLines: s.diagnostics.badLines,
      unknownEvents: { ...s.diagnostics.unknownEvents },
      // additions
      longLines: s.diagnostics.longLines,
      badLineSamples: [...s.diagnostics.badLineSamples],
      foreignFrames: s.diagnostics.foreignFrames,
      ignoredResults: s.diagnostics.ignoredResults,
      badUsage: s.diagnostics.badUsage,
    },
    // additions after the contract's fields
    status: s.status,
    cliVersion: s.cliVersion,
    stopReason: s.stopReason,
    terminalReason: s.terminalReason,
    steps: s.steps,
    notices: s.notices.map((n) => ({ level: n.level, code: n.code, message: n.message })),
    // false: the agent's stream does not show retries, so `retries` may miss some (never "0").
    retriesKnown: s.retriesKnown,
    // Who stopped the run from the PR or issue (null: nobody did).
    stopRequest: s.stopRequest ? { ...s.stopRequest } : null,
    // Estimated from tokens and the price table when the agent reports no cost; never in costUsd.
    estimatedCostUsd: s.estimatedCostUsd ?? null,
    // The version of schema/summary-v1.schema.json this JSON follows: a consumer checks it before
    // relying on a field; it changes only when a field would be renamed or removed.
    schemaVersion: SUMMARY_SCHEMA_VERSION,
    // The MCP servers the agent reported at start (null: its stream says nothing of them).
    mcpServers: s.mcpServers
      ? s.mcpServers.map((m) => ({ name: m.name, status: m.status, error: m.error }))
      : null,
    // Only with `output-schema`: the validated object.
    ...(s.structuredOutput !== undefined ? { structuredOutput: s.structuredOutput } : {}),
  };
}
