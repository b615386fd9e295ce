// A Stryker ignorer: the strangers' `defect` switches (strangers/defects.ts) are the self-test's, not the
// service's. Run with no defect, a mutant there either switches a seed defect on (the one strangers.test.ts
// already proves the kit catches) or changes nothing, so neither says anything about the kit. Left out:
// a comparison of `defect` with a name, an `&&` chain holding one (false with no defect), and what only such a
// chain guards — an `if` with no `else`, the taken branch of a `?:`. The other branch stays mutated.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

interface Node {
  type: string;
  operator?: string;
  name?: string;
  left?: Node;
  right?: Node;
  test?: Node;
  alternate?: Node | null;
}
interface Path {
  node: Node;
  key?: string | number | null;
  parentPath?: Path | null;
}

const isDefect = (node: Node | undefined) => node?.type === 'Identifier' && node.name === 'defect';
const isSwitch = (node: Node | undefined) =>
  node?.type === 'BinaryExpression' &&
  ['===', '!=='].includes(node.operator!) &&
  (isDefect(node.left) || isDefect(node.right));
/** True only with a defect on. */
const isDefectOn = (node: Node | undefined): boolean =>
  (node?.type === 'BinaryExpression' && node.operator === '===' && isSwitch(node)) ||
  (node?.type === 'LogicalExpression' && node.operator === '&&' && (isDefectOn(node.left) || isDefectOn(node.right)));

export const reason = "the self-test's defect switch (strangers/defects.ts), off in a mutation run";

export function shouldIgnore(path: Path): string | undefined {
  const { node, parentPath, key } = path;
  if (isSwitch(node) || isDefectOn(node)) return reason;
  if (node.type === 'IfStatement' && !node.alternate && isDefectOn(node.test)) return reason;
  if (parentPath?.node.type === 'ConditionalExpression' && key === 'consequent' && isDefectOn(parentPath.node.test))
    return reason;
  return undefined;
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'defect-switch', { shouldIgnore })];
