import { describe, expect, it } from 'vitest';
import { makeStyle, shouldColour } from './style.ts';

describe('shouldColour', () => {
  const terminal = { write: () => true, isTTY: true };
  const pipe = { write: () => true };

  it('colours a terminal', () => {
    expect(shouldColour(terminal, {})).toBe(true);
  });

  it('never colours a pipe or a file', () => {
    expect(shouldColour(pipe, {})).toBe(false);
  });

  it('never colours when NO_COLOR is set, even to an empty string', () => {
    expect(shouldColour(terminal, { NO_COLOR: '1' })).toBe(false);
    expect(shouldColour(terminal, { NO_COLOR: '' })).toBe(false);
  });
});

describe('makeStyle', () => {
  it('wraps text in ANSI codes only when enabled', () => {
    expect(makeStyle(true).red('error')).toBe('\u001b[31merror\u001b[39m');
    expect(makeStyle(false).red('error')).toBe('error');
  });
});
