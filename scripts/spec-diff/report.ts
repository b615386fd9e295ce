// The guard's output: each finding with its pointer and reason, breaking ones first, as text for a
// person or JSON for a tool, and the exit code (1 when anything breaks a client).
import type { Finding } from './finding.ts';

export interface Compared {
  readonly base: string;
  readonly head: string;
  readonly findings: readonly Finding[];
}

export const exitCodeFor = (findings: readonly Finding[]): 0 | 1 =>
  findings.some((f) => f.kind === 'breaking') ? 1 : 0;

const ordered = (findings: readonly Finding[]) => [
  ...findings.filter((f) => f.kind === 'breaking'),
  ...findings.filter((f) => f.kind === 'harmless'),
];

export function renderJson({ base, head, findings }: Compared): string {
  const breaking = findings.filter((f) => f.kind === 'breaking').length;
  return `${JSON.stringify({ base, head, breaking, harmless: findings.length - breaking, findings: ordered(findings) }, null, 2)}\n`;
}

export function renderText({ base, head, findings }: Compared): string {
  const lines = [`spec:diff ${base} → ${head}`];
  for (const f of ordered(findings)) {
    lines.push(`${f.kind === 'breaking' ? 'BREAKING' : 'harmless'}  ${f.pointer}`, `          ${f.rule}: ${f.why}`);
    if (f.defined) lines.push(`          defined at ${f.defined}`);
  }
  const breaking = findings.filter((f) => f.kind === 'breaking').length;
  const verdict =
    findings.length === 0
      ? 'no change'
      : breaking
        ? 'the head breaks clients of the released contract'
        : 'nothing breaks a client of the released contract';
  lines.push(`${breaking} breaking, ${findings.length - breaking} harmless: ${verdict}.`);
  return `${lines.join('\n')}\n`;
}
