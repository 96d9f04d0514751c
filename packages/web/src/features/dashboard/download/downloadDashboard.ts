/**
 * Downloading a dashboard as drawn in this browser: an image (html-to-image) or a PDF (jsPDF around
 * the same image), as Superset's downloadAsImage / downloadAsPdf. Both libraries are loaded on the
 * first download, never with the dashboard page.
 */

export type ImageFormat = 'png' | 'jpeg';

/** Superset's IMAGE_DOWNLOAD_QUALITY for JPEG. */
const JPEG_QUALITY = 0.95;
/** Superset's PDF: a 10 px margin around an image drawn at twice the screen's scale. */
const PDF_MARGIN_PX = 10;
const PDF_PIXEL_RATIO = 2;

/** Classes of elements Superset leaves out of the picture (the header's menus, map controls). */
const SKIPPED_CLASSES = ['header-controls', 'mapboxgl-control-container'];
/** Loupe's own mark for anything that must not be in an exported picture. */
export const NO_EXPORT_ATTRIBUTE = 'data-loupe-no-export';

/**
 * lodash's kebabCase: accents dropped (deburr), apostrophes removed, words split at separators, case
 * changes and digits, lower-cased and joined with dashes.
 */
function kebabCase(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['\u2019]/g, '');
  const words = plain.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{Lo}+|\p{N}+/gu) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}

/** Superset's generateFileStem: `<kebab-title>-<ISO time with : as ->`. */
export function downloadFileStem(title: string, date: Date = new Date()): string {
  return `${kebabCase(title)}-${date.toISOString().replace(/[: ]/g, '-')}`;
}

/** Whether a node goes into the exported picture (html-to-image's filter; text nodes always do). */
export function keepInExport(node: Node): boolean {
  if (!(node instanceof Element)) return true;
  if (node.hasAttribute(NO_EXPORT_ATTRIBUTE)) return false;
  const className = node.getAttribute('class') ?? '';
  return !SKIPPED_CLASSES.some((name) => className.includes(name));
}

/** Hands a URL (data: or blob:) to the browser as a download named `filename`. */
export function saveUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The element's painted background, else the page's: the picture is never transparent. */
function backgroundOf(element: HTMLElement, fallback: string | undefined): string | undefined {
  if (fallback) return fallback;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color && color !== 'transparent' && color !== 'rgba(0, 0, 0, 0)') return color;
  }
  return undefined;
}

export interface ExportOptions {
  /** The theme's background (antd's colorBgLayout) painted behind the dashboard. */
  background?: string;
  /** Where the file goes; the browser's download by default. */
  save?: (url: string, filename: string) => void;
  /** The time in the file name (tests). */
  now?: Date;
}

async function renderImage(
  element: HTMLElement,
  format: ImageFormat,
  options: ExportOptions,
  pixelRatio?: number,
): Promise<string> {
  const { toJpeg, toPng } = await import('html-to-image');
  const renderOptions = {
    backgroundColor: backgroundOf(element, options.background),
    filter: keepInExport,
    // The whole dashboard, also what is scrolled out of view.
    width: element.scrollWidth,
    height: element.scrollHeight,
    cacheBust: true,
    ...(pixelRatio ? { pixelRatio } : {}),
  };
  return format === 'jpeg'
    ? toJpeg(element, { ...renderOptions, quality: JPEG_QUALITY })
    : toPng(element, renderOptions);
}

/** Downloads the element as a PNG or JPEG named `<kebab-title>-<time>.png|jpg`. */
export async function downloadAsImage(
  element: HTMLElement,
  title: string,
  format: ImageFormat,
  options: ExportOptions = {},
): Promise<void> {
  const url = await renderImage(element, format, options);
  const extension = format === 'jpeg' ? 'jpg' : 'png';
  (options.save ?? saveUrl)(url, `${downloadFileStem(title, options.now)}.${extension}`);
}

/** Downloads the element as a one-page PDF sized to it, with Superset's 10 px margin. */
export async function downloadAsPdf(
  element: HTMLElement,
  title: string,
  options: ExportOptions = {},
): Promise<void> {
  const image = await renderImage(element, 'jpeg', options, PDF_PIXEL_RATIO);
  const { jsPDF } = await import('jspdf');
  const width = element.scrollWidth;
  const height = element.scrollHeight;
  const pdf = new jsPDF({
    orientation: width > height ? 'landscape' : 'portrait',
    unit: 'px',
    format: [width + 2 * PDF_MARGIN_PX, height + 2 * PDF_MARGIN_PX],
    // Without it jsPDF's px unit is 3/4 of a CSS pixel.
    hotfixes: ['px_scaling'],
    compress: true,
  });
  pdf.addImage(image, 'JPEG', PDF_MARGIN_PX, PDF_MARGIN_PX, width, height);
  const filename = `${downloadFileStem(title, options.now)}.pdf`;
  if (options.save) options.save(String(pdf.output('bloburl')), filename);
  else pdf.save(filename);
}
