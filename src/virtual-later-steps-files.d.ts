/** Made by vite-plugins/later-steps-files.ts: each flow's later steps' built files, as URLs. */
declare module 'virtual:diri/later-steps-files' {
  const files: Readonly<Record<string, readonly string[]>>
  export default files
}
