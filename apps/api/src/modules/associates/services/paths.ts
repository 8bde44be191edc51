// Genealogy paths are ltree labels `a<id>` from the company's node down (docs/decisions/0009).

export const labelOf = (id: number) => `a${id}`;

/** The ids on a path, from the top down (the node itself last). */
export const idsOfPath = (path: string) => path.split('.').map((label) => Number(label.slice(1)));

/** 1 for the company's node. */
export const depthOf = (path: string) => path.split('.').length;

/** True when `path` is `ancestorPath` itself or below it. */
export const isWithin = (path: string, ancestorPath: string) =>
  path === ancestorPath || path.startsWith(`${ancestorPath}.`);

/**
 * The exclusive upper bound of a subtree in ltree's btree order: every label starts with "a", so
 * all of P's descendants sort between P and P.b and nothing else does.
 */
export const subtreeEnd = (path: string) => `${path}.b`;
