/** Runs a command-line script: a readable message and exit code 1 on failure, instead of a stack trace. */
export function runScript(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
      if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
      process.exit(1);
    },
  );
}
