import { runCli } from './runCli.ts';

// A reader that stops early (`specrun check … | head`) closes the pipe: what is left of the
// report has nowhere to go, which is not an error of the run. Any other failure to write is.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });

// Setting exitCode rather than calling process.exit lets a long report drain into a pipe first.
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
