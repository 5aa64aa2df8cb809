import { checkCommand } from './check/checkCommand.ts';
import type { Command } from './Command.ts';

/** The commands `specrun` knows, in the order its usage lists them. */
export const COMMANDS: readonly Command[] = [checkCommand];
