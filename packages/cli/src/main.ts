import { runCli } from './runCli.ts';

// Setting exitCode rather than calling process.exit lets a long report drain into a pipe first.
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
