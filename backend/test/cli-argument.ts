/** The value after `--name` on the command line of a fake run on its own (`--port 0`), if any. */
export function cliArgument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}
