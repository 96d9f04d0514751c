import { vi } from 'vitest';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * happy-dom has no 2D canvas; d3-cloud measures and rasterises words on one. This stand-in measures a
 * word as 0.6 em per letter and inks, for each word drawn, a box of that width and one em high
 * (turned for right-angle rotations), which d3-cloud reads back as the word's shape.
 */
export function stubCanvas() {
  let boxes: Box[] = [];
  let origin = { x: 0, y: 0 };
  let turned = false;
  const sizeOf = (font: string) => Number(/(\d+)px/.exec(font)?.[1] ?? 10);
  const context = {
    font: '',
    fillStyle: '',
    textAlign: '',
    lineWidth: 1,
    clearRect: () => {
      boxes = [];
    },
    save: () => undefined,
    restore: () => {
      origin = { x: 0, y: 0 };
      turned = false;
    },
    translate: (x: number, y: number) => {
      origin = { x: origin.x + x, y: origin.y + y };
    },
    rotate: (angle: number) => {
      turned = Math.abs(Math.sin(angle)) > 0.5;
    },
    fillText(text: string) {
      const size = sizeOf(this.font);
      const width = text.length * size * 0.6;
      const [w, h] = turned ? [size, width] : [width, size];
      boxes.push({
        x: Math.round(origin.x - w / 2),
        y: Math.round(origin.y - h / 2),
        w: Math.round(w),
        h: Math.round(h),
      });
    },
    strokeText: () => undefined,
    measureText(text: string) {
      return { width: text.length * sizeOf(this.font) * 0.6 };
    },
    getImageData: (_x: number, _y: number, width: number, height: number) => {
      const data = new Uint8ClampedArray(width * height * 4);
      for (const box of boxes) {
        for (let y = Math.max(0, box.y); y < Math.min(height, box.y + box.h); y++) {
          for (let x = Math.max(0, box.x); x < Math.min(width, box.x + box.w); x++)
            data[(y * width + x) * 4] = 255;
        }
      }
      return { data };
    },
  };
  return vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
}
