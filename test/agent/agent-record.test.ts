/**
 * One record per agent: the launch record (src/agent/recipes/<name>.ts, typed by AgentRecipe) and
 * its dialect's facts (src/run/agent-facts.ts). Two halves: `npm run typecheck` holds the
 * `@ts-expect-error` lines below (a record or a new agent that leaves a fact out must not compile;
 * should it compile, the directive is unused and typecheck fails), and the tests check that every
 * table derived from the records covers every agent and every dialect.
 */
import { describe, expect, it } from 'vitest';
import { ACP_ADAPTERS, ACP_AGENTS, acpCapSupport, acpLaunch } from '../../src/agent/acp/recipes.js';
import {
  AGENT_NAMES,
  type AgentName,
  type AgentRecipe,
  acpAgentLabel,
  RECIPES,
} from '../../src/agent/agents.js';
import { claude } from '../../src/agent/recipes/claude.js';
import { agentLabel } from '../../src/report/format.js';
import { AGENT_FACTS, type AgentFacts, factTable } from '../../src/run/agent-facts.js';
import { CAP_SUPPORT } from '../../src/run/cap-support.js';
import { MCP_STATUS_SUPPORT } from '../../src/run/mcp.js';
import { ACP_RESUME_FACTS, RESUME_FACTS, resumeFactsFor } from '../../src/session/agents.js';
import { DIALECTS, type Dialect } from '../../src/stream/events.js';

// --- compile-time: what a new agent must say (checked by `npm run typecheck`, never run) ---------

/** The keys of T that are required. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

// Every fact of the core is required: none may become optional (then a new dialect could skip it).
const everyCoreFactRequired: [Exclude<keyof AgentFacts, RequiredKeys<AgentFacts>>] extends [never]
  ? true
  : false = true;
// The launch record's optional fields are these and no more.
const optionalRecordFields: Exclude<keyof AgentRecipe, RequiredKeys<AgentRecipe>> extends
  | 'npmNativeBinaries'
  | 'inputHints'
  ? true
  : false = true;

function compileTimeFixtures(): unknown[] {
  const { acp: _acp, ...withoutAcp } = claude;
  const { configFolders: _folders, ...withoutFolders } = claude;
  const { dialect: _dialect, ...withoutDialect } = claude;
  const { installHint: _hint, ...withoutHint } = claude;
  const { resume: _resume, ...withoutResume } = claude;
  const { label: _label, ...withoutLabel } = AGENT_FACTS.codex;
  const { keyVariable: _key, ...withoutKey } = AGENT_FACTS.codex;
  const { caps: _caps, ...withoutCaps } = AGENT_FACTS.codex;
  const { provider: _provider, ...withoutProvider } = AGENT_FACTS.codex;
  const { mcpStatus: _mcp, ...withoutMcp } = AGENT_FACTS.codex;
  // @ts-expect-error a record that does not say how it runs over ACP (null: it does not)
  const noAcp: AgentRecipe = withoutAcp;
  // @ts-expect-error a record that does not say where its CLI keeps its configuration
  const noFolders: AgentRecipe = withoutFolders;
  // @ts-expect-error a record without its dialect (and with it, its label, key variable, caps…)
  const noDialect: AgentRecipe = withoutDialect;
  // @ts-expect-error a record without its install recipe
  const noHint: AgentRecipe = withoutHint;
  // @ts-expect-error a record that does not say whether its sessions are resumed (false: never)
  const noResume: AgentRecipe = withoutResume;
  // @ts-expect-error a dialect without its label
  const noLabel: AgentFacts = withoutLabel;
  // @ts-expect-error a dialect without its key variable
  const noKey: AgentFacts = withoutKey;
  // @ts-expect-error a dialect without the caps its stream can hold
  const noCaps: AgentFacts = withoutCaps;
  // @ts-expect-error a dialect without its provider (null when the model names it)
  const noProvider: AgentFacts = withoutProvider;
  // @ts-expect-error a dialect without its MCP report
  const noMcp: AgentFacts = withoutMcp;
  // @ts-expect-error a new agent name with no record
  const newAgent: Record<AgentName | 'newcomer', AgentRecipe> = RECIPES;
  // @ts-expect-error a new dialect with no facts
  const newDialect: Record<Dialect | 'newcomer', AgentFacts> = AGENT_FACTS;
  return [
    noAcp,
    noFolders,
    noDialect,
    noHint,
    noResume,
    noLabel,
    noKey,
    noCaps,
    noProvider,
    noMcp,
    newAgent,
    newDialect,
  ];
}

// --- run time: every derived table covers every agent --------------------------------------------

describe('one record per agent', () => {
  it('the compile-time fixtures are only types', () => {
    expect(everyCoreFactRequired).toBe(true);
    expect(optionalRecordFields).toBe(true);
    expect(typeof compileTimeFixtures).toBe('function');
  });

  it('every agent has a record under its own name, and its dialect has facts', () => {
    expect(Object.keys(RECIPES).sort()).toEqual([...AGENT_NAMES].sort());
    for (const agent of AGENT_NAMES) {
      const record = RECIPES[agent];
      expect(record.name).toBe(agent);
      expect(DIALECTS).toContain(record.dialect);
      expect(AGENT_FACTS[record.dialect]).toBeDefined();
      expect(record.installHint).not.toBe('');
      expect(Array.isArray(record.configFolders)).toBe(true);
    }
  });

  it('the session tables hold exactly the agents whose record says they resume, and nothing else', () => {
    const resumes = (how: 'stdio' | 'acp') => AGENT_NAMES.filter((a) => RECIPES[a].resume[how]).sort();
    expect(Object.keys(RESUME_FACTS).sort()).toEqual(resumes('stdio'));
    expect(Object.keys(ACP_RESUME_FACTS).sort()).toEqual(resumes('acp'));
    for (const agent of AGENT_NAMES) {
      const { stdio, acp } = RECIPES[agent].resume;
      expect(resumeFactsFor(agent) !== null, agent).toBe(stdio);
      expect(resumeFactsFor(agent, true) !== null, `${agent} over ACP`).toBe(acp);
      // Over ACP it runs only where its record says how.
      if (acp) expect(RECIPES[agent].acp, agent).not.toBeNull();
    }
    // What Narrator resumes, measured with the real CLIs (test/session/).
    expect(resumes('stdio')).toEqual(['claude', 'codex', 'gemini', 'opencode']);
    expect(resumes('acp')).toEqual(['claude', 'codex', 'gemini', 'opencode']);
  });

  it('every derived core table covers every dialect, and nothing else', () => {
    const dialects = [...DIALECTS].sort();
    for (const table of [
      CAP_SUPPORT,
      MCP_STATUS_SUPPORT,
      factTable('label'),
      factTable('keyVariable'),
      factTable('provider'),
    ]) {
      expect(Object.keys(table).sort()).toEqual(dialects);
    }
    for (const dialect of DIALECTS) {
      const facts = AGENT_FACTS[dialect];
      expect(agentLabel(dialect)).toBe(facts.label);
      expect(facts.label).not.toBe('');
      expect(facts.keyVariable).not.toBe('');
      expect(['live', 'turn_end', 'none']).toContain(facts.caps.tokens);
      expect(['live', 'turn_end', 'none']).toContain(facts.caps.cost);
      expect(facts.provider === null || facts.provider !== '').toBe(true);
    }
  });

  it('the ACP tables derive from the records: the agents, their adapters, caps, labels and launch', () => {
    expect([...ACP_AGENTS].sort()).toEqual(AGENT_NAMES.filter((a) => RECIPES[a].acp !== null).sort());
    // What Narrator started over ACP before the records: unchanged.
    expect([...ACP_AGENTS].sort()).toEqual(['claude', 'codex', 'gemini', 'opencode']);
    expect(Object.keys(ACP_ADAPTERS).sort()).toEqual(['claude', 'codex']);
    for (const agent of AGENT_NAMES) {
      expect(acpAgentLabel(agent)).toBe(`${agentLabel(RECIPES[agent].dialect)} (ACP)`);
      const acp = RECIPES[agent].acp;
      if (acp === null) {
        expect(() => acpLaunch(agent, { model: null, permissionMode: null, args: [] })).toThrow(
          /protocol: acp/,
        );
        expect(acpCapSupport(agent).support).toEqual(AGENT_FACTS.acp.caps);
        continue;
      }
      expect(ACP_ADAPTERS[agent]).toBe(acp.adapter ?? undefined);
      expect(acpCapSupport(agent)).toEqual({ label: `${agent} over ACP`, support: acp.caps });
      const launch = acpLaunch(agent, { model: null, permissionMode: null, args: ['--extra'] });
      expect(launch.args.at(-1)).toBe('--extra');
    }
  });
});
