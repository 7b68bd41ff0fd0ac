// The import rules of src/: which room may import which. docs/architecture.md gives the picture and
// the reasons; test/build/dependency-rules.test.ts runs these rules over src/ in `npm test`
// (`npx depcruise src` runs them by hand). Paths are relative to the repository.
//
// Rooms from the bottom up: own-keys.ts, stream/, run/ (the pure core) < redact/ < report/ <
// board/ < github/ < runner/ ; agent/ and telemetry/ beside them on the core; context/ (the run
// context) under everything above the core; inputs.ts; sinks/ (one folder per sink, the run's list
// of them, the hand-off to the post step); then the edges, which nothing below imports: action/ (by
// phase), aggregate/, cli/, and the entries main.ts, post.ts, cli.ts.

/** Modules that read the runner, the network or the command line: never below the edges. */
const ENTRIES = '^src/(main|post|cli|inputs)[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle, type-only imports included: every module can be read (and tested) after what it imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves to a file or a package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'src-not-to-test',
      comment: 'Shipped code never imports test support.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'core-is-pure',
      comment:
        'stream/ and run/ are the pure core (lines -> frames -> events -> summary): they import nothing of the rooms above them.',
      severity: 'error',
      from: { path: '^src/(stream|run)/' },
      to: { path: '^src/', pathNot: '^src/(stream|run)/|^src/own-keys[.]ts$' },
    },
    {
      name: 'stream-below-run',
      comment: 'Parsing knows nothing of the fold: a dialect turns frames into events, never into a summary.',
      severity: 'error',
      from: { path: '^src/stream/' },
      to: { path: '^src/run/' },
    },
    {
      name: 'redact-below-renderers',
      comment:
        'Redaction is its own room right above the core: every sink and renderer may use it, it uses none of them.',
      severity: 'error',
      from: { path: '^src/redact/' },
      to: { path: '^src/', pathNot: '^src/(redact|stream|run)/|^src/own-keys[.]ts$' },
    },
    {
      name: 'report-renders-only',
      comment:
        'The renderers are pure functions of the summary: no GitHub, no runner, no board, no Action, no config.',
      severity: 'error',
      from: { path: '^src/report/' },
      to: { path: `^src/(board|github|runner|action|aggregate|agent|cli)/|${ENTRIES}` },
    },
    {
      name: 'board-is-pure',
      comment:
        'The matrix board (legs, gate, leg records, its rendering) is pure: the Action, the GitHub layer, the aggregate action and the CLI all import it downward.',
      severity: 'error',
      from: { path: '^src/board/' },
      to: { path: `^src/(github|runner|action|aggregate|agent|cli)/|${ENTRIES}` },
    },
    {
      name: 'converse-is-pure',
      comment:
        "Talking to the agent from the PR, its pure part (ask rules, cards, answers, steers): the core and the renderers' markdown only; the I/O is src/agent/agent-input.ts, src/github/conversation.ts and src/action/live/converse.ts.",
      severity: 'error',
      from: { path: '^src/converse/' },
      to: { path: `^src/(board|github|runner|action|aggregate|agent|cli|telemetry)/|${ENTRIES}` },
    },
    {
      name: 'github-knows-no-dialects',
      comment:
        'The GitHub layer sends text it is given: it knows no dialect, no summary, no agent and no runner environment.',
      severity: 'error',
      from: { path: '^src/github/' },
      to: { path: `^src/(stream|run|agent|runner|action|aggregate|cli)/|${ENTRIES}` },
    },
    {
      name: 'runner-is-shared-edge',
      comment:
        "runner/ is the GitHub Actions runner's edge that the Action and the aggregate action share: it imports neither of them.",
      severity: 'error',
      from: { path: '^src/runner/' },
      to: { path: `^src/(board|agent|action|aggregate|cli)/|${ENTRIES}` },
    },
    {
      name: 'agent-launches-only',
      comment: 'Launching an agent needs the core (outcomes, dialects) and nothing that reports.',
      severity: 'error',
      from: { path: '^src/agent/' },
      to: { path: '^src/', pathNot: '^src/(agent|stream|run)/|^src/own-keys[.]ts$' },
    },
    {
      name: 'context-reads-only-the-environment',
      comment:
        'context/ reads the environment once, at the entries, into the run context (the runner variables, the test knobs): it imports nothing of Narrator, so every room may take it.',
      severity: 'error',
      from: { path: '^src/context/' },
      to: { path: '^src/', pathNot: '^src/context/' },
    },
    {
      name: 'session-store-stands-alone',
      comment:
        "session/ seals and opens an agent's session store and decides whether to resume it: pure of the edges (the Action's launch gathers the facts, asks GitHub and the cache), so the Action and the CLI open the same store.",
      severity: 'error',
      from: { path: '^src/session/' },
      to: { path: '^src/', pathNot: '^src/(session|stream|run)/|^src/own-keys[.]ts$' },
    },
    {
      name: 'telemetry-maps-the-run',
      comment:
        'telemetry/ turns the summary into a trace and sends it: it needs the core and redaction, nothing that reports elsewhere, so the Action and the CLI export the same trace.',
      severity: 'error',
      from: { path: '^src/telemetry/' },
      to: { path: '^src/', pathNot: '^src/(telemetry|redact|stream|run)/|^src/own-keys[.]ts$' },
    },
    {
      name: 'ledger-is-pure',
      comment:
        "ledger/ is the PR's ledger of runs (parse, merge, roll up, total, word it): pure, on the core and redaction, so the Action, the GitHub layer and the CLI read the same ledger.",
      severity: 'error',
      from: { path: '^src/ledger/' },
      to: { path: '^src/', pathNot: '^src/(ledger|redact|stream|run)/|^src/own-keys[.]ts$' },
    },
    {
      name: 'otel-sdk-in-one-module',
      comment:
        'Only src/telemetry/export.ts imports the OpenTelemetry SDK: the edges import it dynamically, so the SDK is its own chunk and costs nothing when no endpoint is set.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/telemetry/export[.]ts$' },
      to: { path: '(^|/)node_modules/@opentelemetry/' },
    },
    {
      name: 'action-only-from-its-entries',
      comment: "The Action's modules are reached only through src/main.ts and src/post.ts (and each other).",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/action/|^src/(main|post)[.]ts$' },
      to: { path: '^src/action/' },
    },
    {
      name: 'aggregate-is-an-edge',
      comment:
        'The aggregate action (src/aggregate/main.ts) is an entry like src/main.ts: nobody imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/aggregate/' },
      to: { path: '^src/aggregate/' },
    },
    {
      name: 'cli-only-from-cli-entry',
      comment: "The command line's modules are reached only through src/cli.ts.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/|^src/cli[.]ts$' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'cli-needs-no-runner',
      comment: 'The CLI runs anywhere: no GitHub Actions runner, no GitHub API, nothing of the Action.',
      severity: 'error',
      from: { path: '^src/cli/|^src/cli[.]ts$' },
      to: { path: '^src/(action|aggregate|runner|github)/' },
    },
    {
      name: 'action-phases-stand-alone',
      comment:
        'The gate, the stream log, the live helpers (the stop listener, the call spill) and the post step import no other phase of the Action: each can be read and tested alone.',
      severity: 'error',
      from: { path: '^src/action/(gate|log|live|post)/' },
      to: { path: '^src/action/', pathNot: '^src/action/$1/' },
    },
    {
      name: 'sinks-below-the-edges',
      comment:
        'A sink renders the summary and THE verdict it is given and sends it: it imports the renderers, the GitHub layer, the runner and the hand-off, never the Action, the agent, the aggregate action, the CLI or an entry.',
      severity: 'error',
      from: { path: '^src/sinks/' },
      to: { path: '^src/(action|aggregate|agent|cli)/|^src/(main|post|cli)[.]ts$' },
    },
    {
      name: 'sink-folders-stand-alone',
      comment:
        "A sink's folder imports no other sink's folder: a sink is added or changed in its folder alone; what sinks share sits in src/sinks/ itself. Excepted: the run's files' artifact (src/sinks/files/artifact.ts: the leg record uploads with it).",
      severity: 'error',
      from: { path: '^src/sinks/([^/]+)/' },
      to: { path: '^src/sinks/[^/]+/', pathNot: '^src/sinks/$1/|^src/sinks/files/artifact[.]ts$' },
    },
    {
      name: 'post-step-walks-leftovers',
      comment:
        'The post step (src/post.ts, src/action/post/) imports of the sinks only their leftovers, the list of them and the hand-off: it never knows how a sink runs live.',
      severity: 'error',
      from: { path: '^src/post[.]ts$|^src/action/post/' },
      to: {
        path: '^src/sinks/',
        pathNot: '^src/sinks/(leftovers|handoff|sink)[.]ts$|^src/sinks/[^/]+/leftover[.]ts$',
      },
    },
    {
      name: 'action-gate-and-launch-from-main',
      comment: 'The gate and the launch are the main step: only src/main.ts starts them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main[.]ts$|^src/action/launch/' },
      to: { path: '^src/action/(gate|launch)/' },
    },
    {
      name: 'action-post-from-post-entry',
      comment: 'The post step runs in its own process (src/post.ts): the main step never imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/post[.]ts$|^src/action/post/' },
      to: { path: '^src/action/post/' },
    },
    {
      name: 'one-sanitizer-for-the-job-log',
      comment:
        'Only src/runner/core.ts imports @actions/core: every text that reaches the job log passes its one sanitizer of workflow commands.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/runner/core[.]ts$' },
      to: { path: '(^|/)node_modules/@actions/core/' },
    },
    {
      name: 'artifact-client-bundled-alone',
      comment:
        "Only src/runner/artifact-client.ts (its own bundle, loaded by path) imports @actions/artifact: its HTTP stack stays out of the Action's start-up.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/runner/artifact-client[.]ts$' },
      to: { path: '(^|/)node_modules/@actions/artifact/' },
    },
    {
      name: 'cache-client-bundled-alone',
      comment:
        "Only src/agent/cache-client.ts (its own bundle, loaded by path) imports @actions/cache: the Azure SDK and its HTTP stack stay out of the Action's start-up.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/agent/cache-client[.]ts$' },
      to: { path: '(^|/)node_modules/@actions/cache/' },
    },
    {
      name: 'one-octokit-factory',
      comment:
        'Only src/github/client.ts makes Octokit clients: one place sets throttling, retries and the user agent.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/github/client[.]ts$' },
      to: { path: '(^|/)node_modules/@octokit/' },
    },
    {
      name: 'processes-from-agent',
      comment:
        'Only src/agent/lifecycle.ts spawns processes with execa: one agent process lifecycle (process groups, signals, grace, timeouts) under both launchers.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/agent/lifecycle\\.ts$' },
      to: { path: '(^|/)node_modules/execa/' },
    },
  ],
  options: {
    // Type-only imports count: a cycle of types is still a cycle for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
