import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadAsImage, downloadAsPdf, downloadFileStem, keepInExport } from './downloadDashboard';

const toPng = vi.fn(async (_node: HTMLElement, _options: object) => 'data:image/png;base64,AAAA');
const toJpeg = vi.fn(async (_node: HTMLElement, _options: object) => 'data:image/jpeg;base64,BBBB');
vi.mock('html-to-image', () => ({ toPng, toJpeg }));

const pdfs: { options: Record<string, unknown>; images: unknown[][]; saved: string[] }[] = [];
vi.mock('jspdf', () => ({
  jsPDF: class {
    readonly record: (typeof pdfs)[number];
    constructor(options: Record<string, unknown>) {
      this.record = { options, images: [], saved: [] };
      pdfs.push(this.record);
    }
    addImage(...args: unknown[]): void {
      this.record.images.push(args);
    }
    save(name: string): void {
      this.record.saved.push(name);
    }
  },
}));

const NOW = new Date('2024-03-05T06:07:08.901Z');

function dashboardElement(width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'scrollWidth', { value: width });
  Object.defineProperty(element, 'scrollHeight', { value: height });
  document.body.appendChild(element);
  return element;
}

beforeEach(() => {
  toPng.mockClear();
  toJpeg.mockClear();
  pdfs.length = 0;
});

describe('downloadFileStem', () => {
  it("is Superset's kebab-case title and ISO time with colons as dashes", () => {
    expect(downloadFileStem('World Bank’s Data', NOW)).toBe('world-banks-data-2024-03-05T06-07-08.901Z');
    expect(downloadFileStem('Café  --  Ventes', NOW)).toBe('cafe-ventes-2024-03-05T06-07-08.901Z');
    expect(downloadFileStem('USA Births Names 2024', NOW)).toBe(
      'usa-births-names-2024-2024-03-05T06-07-08.901Z',
    );
    expect(downloadFileStem('salesDashboard_v2', NOW)).toBe('sales-dashboard-v-2-2024-03-05T06-07-08.901Z');
  });
});

describe('keepInExport', () => {
  it("leaves out the header's menus, map controls and anything marked data-loupe-no-export", () => {
    const make = (html: string): Element => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return holder.firstElementChild!;
    };
    expect(keepInExport(make('<div class="chart-holder"></div>'))).toBe(true);
    expect(keepInExport(make('<div class="dash header-controls"></div>'))).toBe(false);
    expect(keepInExport(make('<div class="mapboxgl-control-container"></div>'))).toBe(false);
    expect(keepInExport(make('<button data-loupe-no-export>⋯</button>'))).toBe(false);
    expect(keepInExport(document.createTextNode('text'))).toBe(true);
  });
});

describe('downloadAsImage', () => {
  it('draws the whole element on the theme background and saves <stem>.png', async () => {
    const element = dashboardElement(1200, 2400);
    const save = vi.fn();
    await downloadAsImage(element, 'Sales Board', 'png', { background: '#f5f5f5', save, now: NOW });
    expect(toPng).toHaveBeenCalledTimes(1);
    const [node, options] = toPng.mock.calls[0]!;
    expect(node).toBe(element);
    expect(options).toMatchObject({
      backgroundColor: '#f5f5f5',
      width: 1200,
      height: 2400,
      filter: keepInExport,
    });
    expect(save).toHaveBeenCalledWith(
      'data:image/png;base64,AAAA',
      'sales-board-2024-03-05T06-07-08.901Z.png',
    );
  });

  it('saves a JPEG as .jpg with the quality Superset uses', async () => {
    const save = vi.fn();
    await downloadAsImage(dashboardElement(10, 10), 'Board', 'jpeg', { save, now: NOW });
    expect(toJpeg.mock.calls[0]![1]).toMatchObject({ quality: 0.95 });
    expect(save).toHaveBeenCalledWith('data:image/jpeg;base64,BBBB', 'board-2024-03-05T06-07-08.901Z.jpg');
  });

  it("paints the element's own background when the theme gives none", async () => {
    const element = dashboardElement(10, 10);
    element.style.backgroundColor = 'rgb(1, 2, 3)';
    await downloadAsImage(element, 'Board', 'png', { save: vi.fn(), now: NOW });
    expect(toPng.mock.calls[0]![1]).toMatchObject({ backgroundColor: 'rgb(1, 2, 3)' });
  });
});

describe('downloadAsPdf', () => {
  it('puts the image on one page sized to the element plus a 10 px margin, named <stem>.pdf', async () => {
    const element = dashboardElement(1600, 900);
    await downloadAsPdf(element, 'Sales Board', { now: NOW });
    expect(toJpeg.mock.calls[0]![1]).toMatchObject({ pixelRatio: 2, width: 1600, height: 900 });
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]!.options).toMatchObject({ orientation: 'landscape', unit: 'px', format: [1620, 920] });
    expect(pdfs[0]!.images).toEqual([['data:image/jpeg;base64,BBBB', 'JPEG', 10, 10, 1600, 900]]);
    expect(pdfs[0]!.saved).toEqual(['sales-board-2024-03-05T06-07-08.901Z.pdf']);
  });
});
