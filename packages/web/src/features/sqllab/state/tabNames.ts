/**
 * The next 'Untitled Query N' title: N is the highest number among existing untitled titles plus one
 * (spec 000 §2), so closing "Untitled Query 2" of three tabs still gives "Untitled Query 4".
 */
export function nextUntitledName(labels: readonly string[], format: (n: number) => string): string {
  let highest = 0;
  for (const label of labels) {
    const match = /(\d+)\s*$/.exec(label);
    if (!match) continue;
    const n = Number(match[1]);
    if (format(n) === label && n > highest) highest = n;
  }
  return format(highest + 1);
}
