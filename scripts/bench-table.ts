/** What the benches print with (bench-api.ts, bench-ssr.ts): a markdown table and a sum. */

/** A markdown table, the first column left-aligned and the figures right-aligned. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
  console.info(line(header))
  console.info(
    `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  )
  for (const row of rows) console.info(line(row))
}

export function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
