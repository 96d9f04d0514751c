/** An edge between two named nodes. */
export interface Edge {
  source: string;
  target: string;
}

/**
 * Keeps the edges, in order, that leave the graph acyclic: an edge whose target already reaches its
 * source (or a self-loop) is left out. ECharts refuses to lay out a sankey with a cycle ("Sankey is a
 * DAG"), and flows such as origin → destination routinely hold both A → B and B → A.
 */
export function acyclicEdges<E extends Edge>(edges: readonly E[]): { kept: E[]; dropped: E[] } {
  const next = new Map<string, Set<string>>();
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(next.get(node) ?? []));
    }
    return false;
  };
  const kept: E[] = [];
  const dropped: E[] = [];
  for (const edge of edges) {
    if (reaches(edge.target, edge.source)) {
      dropped.push(edge);
      continue;
    }
    kept.push(edge);
    const targets = next.get(edge.source) ?? new Set<string>();
    targets.add(edge.target);
    next.set(edge.source, targets);
  }
  return { kept, dropped };
}
