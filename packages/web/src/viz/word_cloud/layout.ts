import cloud from 'd3-cloud';
import type { CloudWord, Rotation } from './transformProps';

/** A word where d3-cloud placed it, relative to the cloud's centre. */
export interface PlacedWord extends CloudWord {
  x: number;
  y: number;
  rotate: number;
}

type LayoutWord = cloud.Word & { text: string; size: number; color: string };

/** A small seeded generator, so a chart lays out the same way on every render. */
function seededRandom(seed = 1): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Superset's rotations: none, right angles, or -90..60 in 30° steps. */
function rotationOf(rotation: Rotation, random: () => number): () => number {
  if (rotation === 'flat') return () => 0;
  if (rotation === 'random') return () => Math.floor(random() * 6 - 3) * 30;
  return () => Math.floor(random() * 2) * 90;
}

function placeOnce(
  words: readonly CloudWord[],
  size: [number, number],
  rotation: Rotation,
  scale: number,
): Promise<PlacedWord[]> {
  const random = seededRandom();
  const rotate = rotationOf(rotation, random);
  return new Promise((resolve) => {
    cloud<LayoutWord>()
      .size(size)
      .words(words.map((word) => ({ ...word, size: word.size * scale })))
      .padding(5)
      .rotate(rotate)
      .font('Helvetica')
      .fontWeight('bold')
      .fontSize((word) => word.size)
      .random(random)
      .on('end', (placed) =>
        resolve(
          placed.map((word) => ({
            text: word.text,
            size: word.size,
            color: word.color,
            x: word.x ?? 0,
            y: word.y ?? 0,
            rotate: word.rotate ?? 0,
          })),
        ),
      )
      .start();
  });
}

/**
 * Lays the words out in the given size. As Superset, the cloud shrinks by tenths until the largest
 * tenth of the words (at least one) all fit, so the words that matter most are never left out.
 */
export async function layoutWords(
  words: readonly CloudWord[],
  size: [number, number],
  rotation: Rotation,
): Promise<PlacedWord[]> {
  const top = [...words].sort((a, b) => b.size - a.size).slice(0, Math.max(1, Math.ceil(words.length * 0.1)));
  let placed: PlacedWord[] = [];
  for (let scale = 1; scale > 0.05; scale -= 0.1) {
    placed = await placeOnce(words, size, rotation, scale);
    const texts = new Set(placed.map((word) => word.text));
    if (top.every((word) => texts.has(word.text))) return placed;
  }
  return placed;
}
