import { describe, expect, it } from 'vitest';
import { CommandLineError, splitCommandLine } from '../../src/agent/command-line.js';

describe('splitCommandLine', () => {
  it('splits on unquoted whitespace of any kind and length', () => {
    expect(splitCommandLine('  node  a.mjs\tb\n c ')).toEqual(['node', 'a.mjs', 'b', 'c']);
  });

  it('keeps single-quoted text literally, backslashes and double quotes included', () => {
    expect(splitCommandLine(`echo 'a "b" \\n  c'`)).toEqual(['echo', 'a "b" \\n  c']);
  });

  it('handles escapes inside double quotes like POSIX sh', () => {
    expect(splitCommandLine('x "a \\"q\\" \\\\ \\$HOME \\n"')).toEqual(['x', 'a "q" \\ $HOME \\n']);
  });

  it('joins adjacent quoted and unquoted parts into one word', () => {
    expect(splitCommandLine(`--flag="a b"'c d'e`)).toEqual(['--flag=a bc de']);
  });

  it('treats an unquoted backslash as escaping the next character', () => {
    expect(splitCommandLine('a\\ b c\\"d')).toEqual(['a b', 'c"d']);
  });

  it('keeps empty quoted words', () => {
    expect(splitCommandLine(`cmd '' ""`)).toEqual(['cmd', '', '']);
  });

  it('treats backslash-newline as a line continuation', () => {
    expect(splitCommandLine('cmd \\\n  --x')).toEqual(['cmd', '--x']);
  });

  it('does not interpret shell syntax: no variables, globs, pipes or substitution', () => {
    expect(splitCommandLine('echo $HOME *.ts | rm -rf / ; $(id) `id`')).toEqual([
      'echo',
      '$HOME',
      '*.ts',
      '|',
      'rm',
      '-rf',
      '/',
      ';',
      '$(id)',
      '`id`',
    ]);
  });

  it('rejects unterminated quotes and a trailing backslash with a clear error', () => {
    expect(() => splitCommandLine(`a 'b`)).toThrow(CommandLineError);
    expect(() => splitCommandLine(`a 'b`)).toThrow(/unterminated single quote/);
    expect(() => splitCommandLine('a "b')).toThrow(/unterminated double quote/);
    expect(() => splitCommandLine('a \\')).toThrow(/lone backslash/);
  });

  it('returns no words for an empty or blank line', () => {
    expect(splitCommandLine('')).toEqual([]);
    expect(splitCommandLine(' \n\t')).toEqual([]);
  });
});
