export function childrenOf(pid: number): number[];
