/**
 * Just enough of the GitHub Actions runner to run a workflow file of ours AS WRITTEN outside
 * GitHub (test/e2e/matrix-example.test.ts): `${{ … }}` expressions evaluated against contexts,
 * `if:` conditions, a matrix expanded into its legs (with `include`), and an action's inputs as the
 * runner hands them to the action (every declared input, its default evaluated when `with:` leaves
 * it out).
 *
 * The expression language, from GitHub's documentation ("Evaluate expressions in workflows and
 * actions"): literals ('string' with '' for a quote, numbers, true, false, null), context paths
 * (`github.event.pull_request.number`, `matrix.permission-mode`: names may hold `-`; `a['b']`),
 * `!`, `==`, `!=`, `&&`, `||` (which yield an operand, not a boolean: `a && b || c` is the
 * ternary idiom), parentheses, and the functions the files we ship use: toJSON, always, success,
 * failure, cancelled. String comparison ignores case, as GitHub's does. A missing property is
 * null. Anything else throws, naming the expression: a test must never run a guess.
 */

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
export type Contexts = Record<string, Value>;

/** How the job's steps have gone so far, for the status functions (a fresh job: all passed). */
export interface JobStatus {
  failed?: boolean;
  cancelled?: boolean;
}

type Token =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'op'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new Error(`unterminated string in \`${text}\``);
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += text[i++];
      }
      tokens.push({ kind: 'string', value });
    } else if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const m = /^-?[0-9]+(\.[0-9]+)?/.exec(text.slice(i))!;
      tokens.push({ kind: 'number', value: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(text.slice(i))!;
      tokens.push({ kind: 'name', value: m[0] });
      i += m[0].length;
    } else {
      const op = ['==', '!=', '&&', '||', '<=', '>='].find((o) => text.startsWith(o, i)) ?? c;
      if (!['==', '!=', '&&', '||', '!', '(', ')', '[', ']', '.', ','].includes(op)) {
        throw new Error(`unsupported operator '${op}' in \`${text}\``);
      }
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    }
  }
  return tokens;
}

function truthy(v: Value): boolean {
  return !(v === null || v === false || v === 0 || v === '' || (typeof v === 'number' && Number.isNaN(v)));
}

function toNumber(v: Value): number {
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? 0 : Number(v);
  return Number.NaN;
}

/** `==` as GitHub defines it: strings without regard to case, other mixed types as numbers. */
function looseEquals(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === 'object' && a !== null) return a === b;
  if (typeof b === 'object' && b !== null) return false;
  if (typeof a === typeof b) return a === b;
  return toNumber(a) === toNumber(b);
}

function property(target: Value, key: string): Value {
  if (target === null || typeof target !== 'object') return null;
  if (Array.isArray(target)) {
    const index = Number(key);
    return Number.isInteger(index) ? (target[index] ?? null) : null;
  }
  // Object keys are matched without regard to case, like the runner's contexts.
  if (Object.hasOwn(target, key)) return target[key] ?? null;
  const found = Object.keys(target).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? null : (target[found] ?? null);
}

/** The value of one expression (the text inside `${{ }}`, or a whole `if:`). */
export function evaluate(expression: string, contexts: Contexts, status: JobStatus = {}): Value {
  const tokens = tokenize(expression);
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (value: string) => peek()?.kind === 'op' && peek()!.value === value;
  const expect = (value: string) => {
    if (!isOp(value)) throw new Error(`expected '${value}' in \`${expression}\``);
    at++;
  };

  const call = (name: string, args: Value[]): Value => {
    switch (name.toLowerCase()) {
      case 'tojson':
        return JSON.stringify(args[0] ?? null, null, 2);
      case 'always':
        return true;
      case 'success':
        return !status.failed && !status.cancelled;
      case 'failure':
        return status.failed === true;
      case 'cancelled':
        return status.cancelled === true;
      default:
        throw new Error(`unsupported function ${name}() in \`${expression}\``);
    }
  };

  const primary = (): Value => {
    const t = tokens[at++];
    if (!t) throw new Error(`unexpected end of \`${expression}\``);
    if (t.kind === 'string' || t.kind === 'number') return t.value;
    if (t.kind === 'op' && t.value === '(') {
      const v = or();
      expect(')');
      return v;
    }
    if (t.kind === 'op' && t.value === '!') return !truthy(primary());
    if (t.kind !== 'name') throw new Error(`unexpected '${t.value}' in \`${expression}\``);
    if (t.value === 'true') return true;
    if (t.value === 'false') return false;
    if (t.value === 'null') return null;
    if (isOp('(')) {
      at++;
      const args: Value[] = [];
      while (!isOp(')')) {
        args.push(or());
        if (isOp(',')) at++;
      }
      expect(')');
      return call(t.value, args);
    }
    if (!Object.hasOwn(contexts, t.value))
      throw new Error(`unknown context '${t.value}' in \`${expression}\``);
    let value: Value = contexts[t.value] ?? null;
    for (;;) {
      if (isOp('.')) {
        at++;
        const name = tokens[at++];
        if (name?.kind !== 'name') throw new Error(`expected a property name in \`${expression}\``);
        value = property(value, name.value);
      } else if (isOp('[')) {
        at++;
        const key = or();
        expect(']');
        value = property(value, String(key));
      } else return value;
    }
  };

  const comparison = (): Value => {
    let left = primary();
    while (isOp('==') || isOp('!=')) {
      const op = tokens[at++]!.value;
      const right = primary();
      left = op === '==' ? looseEquals(left, right) : !looseEquals(left, right);
    }
    return left;
  };
  const and = (): Value => {
    let left = comparison();
    while (isOp('&&')) {
      at++;
      const right = comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const or = (): Value => {
    let left = and();
    while (isOp('||')) {
      at++;
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  };

  const value = or();
  if (at !== tokens.length) throw new Error(`unexpected '${tokens[at]!.value}' in \`${expression}\``);
  return value;
}

/** A value as the runner writes it into a string (an input, an env variable). */
export function asString(v: Value): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v, null, 2);
}

/** A YAML scalar with `${{ … }}` parts replaced by their values, as the runner does for `with:`/`env:`. */
export function interpolate(text: unknown, contexts: Contexts): string {
  if (typeof text !== 'string') return asString((text ?? null) as Value);
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) =>
    asString(evaluate(expression, contexts)),
  );
}

/** An `if:` condition: `${{ }}` optional; without one, `success()` is implied. */
export function condition(text: unknown, contexts: Contexts, status: JobStatus = {}): boolean {
  if (text === undefined || text === null) return truthy(evaluate('success()', contexts, status));
  if (typeof text === 'boolean') return text;
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(String(text));
  const expression = inner ? inner[1]! : String(text);
  // GitHub adds success() to a condition that calls no status function.
  const implied = /\b(always|success|failure|cancelled)\s*\(/.test(expression)
    ? expression
    : `success() && (${expression})`;
  return truthy(evaluate(implied, contexts, status));
}

/**
 * A job's `strategy.matrix` expanded into its legs, in the runner's order: the cross product of the
 * keys (the first key varies slowest), then each `include` entry added to every leg of that product
 * whose original values it does not change, or appended as a leg of its own when it fits none. `exclude` is not
 * used by our files and throws.
 */
export function expandMatrix(matrix: unknown): Array<Record<string, Value>> {
  if (matrix === null || typeof matrix !== 'object' || Array.isArray(matrix)) {
    throw new Error('strategy.matrix must be a mapping');
  }
  const { include, exclude, ...axes } = matrix as Record<string, unknown>;
  if (exclude !== undefined) throw new Error('matrix exclude is not supported here');
  let legs: Array<Record<string, Value>> = Object.keys(axes).length > 0 ? [{}] : [];
  for (const [key, values] of Object.entries(axes)) {
    if (!Array.isArray(values)) throw new Error(`matrix.${key} must be a list`);
    legs = legs.flatMap((leg) => values.map((v) => ({ ...leg, [key]: v as Value })));
  }
  // Only the cross product's legs take include entries; a leg an entry added is its own.
  const product = legs.length;
  const originals = legs.map((leg) => ({ ...leg }));
  for (const entry of (include ?? []) as Array<Record<string, Value>>) {
    let added = false;
    legs.slice(0, product).forEach((leg, i) => {
      const original = originals[i]!;
      const changes = Object.entries(entry).some(
        ([k, v]) => Object.hasOwn(original, k) && !looseEquals(original[k]!, v),
      );
      if (changes) return;
      Object.assign(leg, entry);
      added = true;
    });
    if (!added) legs.push({ ...entry });
  }
  return legs;
}

/** GitHub's default name of a matrix leg's job: `agent (claude, sonnet)`. */
export function matrixJobName(job: string, leg: Record<string, Value>): string {
  const values = Object.values(leg).map(asString);
  return values.length > 0 ? `${job} (${values.join(', ')})` : job;
}

/**
 * The inputs the runner hands an action (as INPUT_<NAME>): every input `inputs` declares, from
 * the step's `with:` when given there, else its `default`, both evaluated with the step's contexts
 * (so `${{ github.token }}`, `${{ toJSON(matrix) }}` and `${{ strategy.job-index }}` defaults get
 * their values). A `with:` key the action does not declare throws: the runner would only warn, but
 * a test that passed an input nobody reads would prove nothing.
 */
export function actionInputs(
  declared: Readonly<Record<string, Readonly<Record<string, string>>>>,
  withMap: Record<string, unknown> | undefined,
  contexts: Contexts,
): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const key of Object.keys(withMap ?? {})) {
    if (!Object.hasOwn(declared, key)) throw new Error(`with: '${key}' is not an input of the action`);
  }
  for (const [name, spec] of Object.entries(declared)) {
    if (withMap && Object.hasOwn(withMap, name)) inputs[name] = interpolate(withMap[name], contexts);
    else if (spec['default'] !== undefined) inputs[name] = interpolate(spec['default'], contexts);
  }
  return inputs;
}
