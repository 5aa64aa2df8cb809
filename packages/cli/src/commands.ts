import { buildCommand } from './build/buildCommand.ts';
import { checkCommand } from './check/checkCommand.ts';
import type { Command } from './Command.ts';
import { devCommand } from './dev/devCommand.ts';
import { exportCommand } from './export/exportCommand.ts';
import { importCommand } from './import/importCommand.ts';
import { serveCommand } from './serve/serveCommand.ts';
import { testCommand } from './test/testCommand.ts';

/** The commands `specrun` knows, in the order its usage lists them. */
export const COMMANDS: readonly Command[] = [
  checkCommand,
  devCommand,
  buildCommand,
  serveCommand,
  testCommand,
  importCommand,
  exportCommand,
];
