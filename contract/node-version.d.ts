/** `engines.node` of package.json, as [major, minor]. */
export declare const packagesNode: readonly [number, number];
/** The one line a Node older than `minimum` gets, or null when `version` is new enough. */
export declare function nodeVersionProblem(
  entry: string,
  version: string,
  minimum?: readonly [number, number],
): string | null;
/** Throws the one line when this process is a Node older than `minimum`; does nothing outside Node. */
export declare function checkNode(entry: string, minimum?: readonly [number, number]): void;
