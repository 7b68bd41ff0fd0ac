/**
 * Splits the `command` input into argv the way a POSIX shell would split words, without ever
 * running a shell: no expansion, no globbing, no variables, no pipes — just words, quotes and
 * backslash escapes. That keeps `command:` safe from injection through interpolated values.
 *
 * Rules (POSIX "Token Recognition", minus everything that would need a shell):
 * - unquoted whitespace (space, tab, newline) separates words;
 * - '…' keeps everything literally (no escapes inside);
 * - "…" keeps everything, except that \ escapes $ ` " \ and newline (other backslashes stay);
 * - an unquoted \ makes the next character literal; \<newline> is a line continuation;
 * - adjacent quoted/unquoted parts join into one word (`--flag="a b"` is one word);
 * - '' or "" alone is an empty word.
 */
export class CommandLineError extends Error {
  override name = 'CommandLineError';
}

export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let word = '';
  // A word exists once any character or quote pair was seen, so "" yields an empty word.
  let inWord = false;
  let i = 0;
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      if (inWord) {
        words.push(word);
        word = '';
        inWord = false;
      }
      i++;
      continue;
    }
    if (ch === '\\') {
      const next = line[i + 1];
      if (next === undefined) {
        throw new CommandLineError(`command ends with a lone backslash: ${JSON.stringify(line)}`);
      }
      i += 2;
      if (next === '\n') continue; // line continuation
      word += next;
      inWord = true;
      continue;
    }
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) {
        throw new CommandLineError(`unterminated single quote in command: ${JSON.stringify(line)}`);
      }
      word += line.slice(i + 1, end);
      inWord = true;
      i = end + 1;
      continue;
    }
    if (ch === '"') {
      i++;
      let closed = false;
      while (i < line.length) {
        const c = line[i]!;
        if (c === '"') {
          closed = true;
          i++;
          break;
        }
        if (c === '\\') {
          const next = line[i + 1];
          if (next === '$' || next === '`' || next === '"' || next === '\\') {
            word += next;
            i += 2;
            continue;
          }
          if (next === '\n') {
            i += 2;
            continue;
          }
        }
        word += c;
        i++;
      }
      if (!closed) {
        throw new CommandLineError(`unterminated double quote in command: ${JSON.stringify(line)}`);
      }
      inWord = true;
      continue;
    }
    word += ch;
    inWord = true;
    i++;
  }
  if (inWord) words.push(word);
  return words;
}
