/**
 * The GitHub Actions runner's own test for "is this output line a workflow command", reproduced
 * from its C# source (github.com/actions/runner, commit 258d6c857db3519913f7deb6004b60172f8043ae),
 * written independently of src/report/workflow-commands.ts so a mistake there is not mirrored here:
 *
 * - src/Runner.Sdk/ProcessInvoker.cs, StartReadStream: the step's stdout AND stderr are read with
 *   `StreamReader.ReadLine()`, which ends a line at "\r\n", "\r" or "\n" (and nothing else: not
 *   U+0085, U+2028 or U+2029). NodeScriptActionHandler.cs wires both streams to an OutputManager.
 * - src/Runner.Worker/Handlers/OutputManager.cs, OnDataReceived: a line containing "##[" or "::" is
 *   offered to ActionCommandManager.TryProcessCommand, which tries ActionCommand.TryParseV2 and
 *   then the legacy ActionCommand.TryParse.
 * - src/Runner.Common/ActionCommand.cs, TryParseV2: `message.TrimStart()` (Char.IsWhiteSpace), then
 *   it must start with "::"; the command info runs to the next "::" (searched from index 2); the
 *   name is the info up to its first space and must be registered (StringComparer.OrdinalIgnoreCase);
 *   properties are `k=v` split on ","; the data is the rest, unescaped (%0D %0A %25).
 *   TryParse (legacy): the FIRST "##[" anywhere in the line, the next "]" after it, the name up to
 *   the first space, registered; properties split on ";".
 * - src/Runner.Worker/ActionCommandManager.cs registers "stop-commands" and every command extension
 *   (set-env, set-output, save-state, add-mask, add-path, add-matcher, remove-matcher, debug,
 *   warning, error, notice, group, endgroup, echo); a `::stop-commands::TOKEN` registers TOKEN.
 *
 * StartsWith/IndexOf(string) are culture-sensitive in .NET, so with ICU an ignorable character
 * (U+00AD, U+200B…) inside a "::" or "##[" can still match — but the runner then cuts the command
 * name at a FIXED offset (2, or 3 after "##["), which lands inside the key, so such a line never
 * names a registered command. Ordinal matching, as below, finds every command the runner would.
 */

/** Char.IsWhiteSpace, as Microsoft documents it: Zs, Zl, Zp, U+0009–U+000D and U+0085. */
const DOTNET_WHITE_SPACE = /[\p{Zs}\p{Zl}\p{Zp}\u0009-\u000d\u0085]/u;

export function isDotnetWhiteSpace(ch: string): boolean {
  return ch.length === 1 && DOTNET_WHITE_SPACE.test(ch);
}

/** String.TrimStart(): drops leading Char.IsWhiteSpace characters. */
export function dotnetTrimStart(s: string): string {
  let i = 0;
  while (i < s.length && isDotnetWhiteSpace(s[i]!)) i++;
  return s.slice(i);
}

/** The lines StreamReader.ReadLine returns for `output` (no empty line after a final break). */
export function runnerLines(output: string): string[] {
  const lines = output.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Commands the runner registers for a JavaScript action's step. */
export const RUNNER_COMMANDS: readonly string[] = [
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
];

/** Char.ToUpperInvariant, one UTF-16 unit to one (a multi-character upper case keeps the char). */
function upperInvariant(c: string): string {
  const u = c.toUpperCase();
  return u.length === 1 ? u : c;
}

/** StringComparer.OrdinalIgnoreCase equality. */
function equalsOrdinalIgnoreCase(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (upperInvariant(a[i]!) !== upperInvariant(b[i]!)) return false;
  return true;
}

function isRegistered(name: string, registered: readonly string[]): boolean {
  return registered.some((r) => equalsOrdinalIgnoreCase(r, name));
}

/** String.Trim(): Char.IsWhiteSpace at both ends. */
function dotnetTrim(s: string): string {
  let end = s.length;
  while (end > 0 && isDotnetWhiteSpace(s[end - 1]!)) end--;
  return dotnetTrimStart(s.slice(0, end));
}

/** String.Split(sep, StringSplitOptions.RemoveEmptyEntries). */
function splitNonEmpty(s: string, sep: string): string[] {
  return s.split(sep).filter((p) => p.length > 0);
}

/** propertyStr.Split('=', count: 2, RemoveEmptyEntries): key and the rest; null unless both. */
function splitPair(s: string): [string, string] | null {
  const parts = s.split('=');
  const nonEmpty: string[] = [];
  let i = 0;
  while (i < parts.length && nonEmpty.length < 1) {
    if (parts[i] !== '') nonEmpty.push(parts[i]!);
    i++;
  }
  // The second substring is the remainder after the first separator that follows the key; leading
  // empty entries of the remainder are dropped by RemoveEmptyEntries.
  let rest = parts.slice(i).join('=');
  while (rest.startsWith('=')) rest = rest.slice(1);
  return nonEmpty.length === 1 && rest !== '' ? [nonEmpty[0]!, rest] : null;
}

function unescapeWith(s: string, mappings: ReadonlyArray<readonly [string, string]>): string {
  let out = s;
  for (const [token, replacement] of mappings) out = out.split(replacement).join(token);
  return out;
}

const DATA_ESCAPES = [
  ['\r', '%0D'],
  ['\n', '%0A'],
  ['%', '%25'],
] as const;
const PROPERTY_ESCAPES = [
  ['\r', '%0D'],
  ['\n', '%0A'],
  [':', '%3A'],
  [',', '%2C'],
  ['%', '%25'],
] as const;
const LEGACY_ESCAPES = [
  [';', '%3B'],
  ['\r', '%0D'],
  ['\n', '%0A'],
  [']', '%5D'],
  ['%', '%25'],
] as const;

export interface RunnerCommand {
  form: 'v2' | 'legacy';
  name: string;
  properties: Record<string, string>;
  data: string;
}

/** ActionCommand.TryParseV2, then ActionCommand.TryParse: the command the runner reads in `line`. */
export function parseRunnerCommand(
  line: string,
  registered: readonly string[] = RUNNER_COMMANDS,
): RunnerCommand | null {
  if (!line.includes('##[') && !line.includes('::')) return null; // OutputManager's pre-check
  return parseV2(line, registered) ?? parseLegacy(line, registered);
}

function parseV2(input: string, registered: readonly string[]): RunnerCommand | null {
  const message = dotnetTrimStart(input);
  if (!message.startsWith('::')) return null;
  const end = message.indexOf('::', 2);
  if (end < 0) return null;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!isRegistered(name, registered)) return null;
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const p of splitNonEmpty(dotnetTrim(info.slice(space + 1)), ',')) {
      const pair = splitPair(p);
      if (pair) properties[pair[0].toLowerCase()] = unescapeWith(pair[1], PROPERTY_ESCAPES);
    }
  }
  return { form: 'v2', name, properties, data: unescapeWith(message.slice(end + 2), DATA_ESCAPES) };
}

function parseLegacy(message: string, registered: readonly string[]): RunnerCommand | null {
  const at = message.indexOf('##[');
  if (at < 0) return null;
  const rb = message.indexOf(']', at);
  if (rb < 0) return null;
  const info = message.slice(at + 3, rb);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!isRegistered(name, registered)) return null;
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const p of splitNonEmpty(info.slice(space + 1), ';')) {
      const pair = splitPair(p);
      if (pair) properties[pair[0].toLowerCase()] = unescapeWith(pair[1], LEGACY_ESCAPES);
    }
  }
  return { form: 'legacy', name, properties, data: unescapeWith(message.slice(rb + 1), LEGACY_ESCAPES) };
}

/** The runner's test: would it take this one output line as a workflow command? */
export function runnerSeesCommand(line: string, registered: readonly string[] = RUNNER_COMMANDS): boolean {
  return parseRunnerCommand(line, registered) !== null;
}

/**
 * Stricter than runnerSeesCommand, whatever command names exist (a future runner's, or a
 * `stop-commands` token): the line starts with "::" after .NET white space, or has "##[" anywhere.
 */
export function couldBeCommand(line: string): boolean {
  return dotnetTrimStart(line).startsWith('::') || line.includes('##[');
}

/** Every line of `output` the runner would take as a command, parsed. */
export function runnerCommands(
  output: string,
  registered: readonly string[] = RUNNER_COMMANDS,
): Array<RunnerCommand & { line: string }> {
  const out: Array<RunnerCommand & { line: string }> = [];
  for (const line of runnerLines(output)) {
    const command = parseRunnerCommand(line, registered);
    if (command) out.push({ ...command, line });
  }
  return out;
}
