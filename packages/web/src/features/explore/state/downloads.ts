/** Hands a URL to the browser as a download under `filename`. */
export function downloadUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A file-system-safe name from a chart name and a timestamp, as Superset names its downloads. */
export function downloadName(chartName: string, extension: string, now = new Date()): string {
  const safe =
    chartName
      .trim()
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .replace(/^_+|_+$/g, '') || 'chart';
  const stamp = now.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return `${safe}_${stamp}.${extension}`;
}

/**
 * The chart's picture as a data URL: ECharts charts draw on a canvas (copied on a white background,
 * as JPEG has no transparency); other charts have nothing to copy and give null.
 */
export function chartImage(host: HTMLElement, type: 'png' | 'jpeg'): string | null {
  const source = host.querySelector('canvas');
  if (!source) return null;
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(source, 0, 0);
  return canvas.toDataURL(`image/${type}`, 0.95);
}
