import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { argsProblem } from './argsProblem.ts';

const problemOf = (args: string[], allowPositionals = true): string => {
  try {
    parseArgs({
      args,
      options: { port: { type: 'string' }, help: { type: 'boolean' } },
      allowPositionals,
    });
  } catch (error) {
    return argsProblem(error);
  }
  throw new Error('parseArgs accepted the arguments');
};

describe('argsProblem', () => {
  // Regression: "Unknown option '--bogus'. … as in '-- "--bogus"" (an unbalanced quote).
  it("says which option does not exist, in Specrun's words", () => {
    expect(problemOf(['--bogus'])).toBe(
      'there is no option --bogus (a file whose name starts with "-" goes after "--")',
    );
    expect(problemOf(['--port'])).toBe('--port needs a value');
  });

  // Regression: `--help=yes` gave "-h, --help needs a value", and `specrun --help check`
  // "this command takes no check".
  it('tells a value given to an option that takes none from one missing, and names a stray argument', () => {
    expect(problemOf(['--help=yes'])).toBe('--help takes no value');
    expect(problemOf(['spec.md'], false)).toBe('unexpected argument spec.md');
  });

  it("keeps any other error's message", () => {
    expect(argsProblem(new Error('something else'))).toBe('something else');
    expect(argsProblem('text')).toBe('text');
  });
});
