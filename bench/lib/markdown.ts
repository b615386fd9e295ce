// The cells and tables of the bench's Markdown report (report.ts and the sections kept in files of their own).

/** A figure with at most `digits` decimals and thousands separators; – when there is none. */
export const n = (value: number | null | undefined, digits = 0): string =>
  value === null || value === undefined || Number.isNaN(value)
    ? '–'
    : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
export const verdict = (ok: boolean | null): string => (ok === null ? '–' : ok ? '**met**' : '**missed**');
export const table = (header: string[], rows: string[][]): string =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
