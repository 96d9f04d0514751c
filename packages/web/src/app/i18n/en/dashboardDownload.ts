/** English strings: downloading a dashboard as an image or a PDF (Superset's wording). */
export const DASHBOARD_DOWNLOAD_EN = {
  title: 'Download',
  exportToPdf: 'Export to PDF',
  downloadAsImage: 'Download as Image',
  imageFailed: 'Image download failed, please refresh and try again.',
  pdfFailed: 'PDF download failed, please refresh and try again.',
  screenshotGenerating: 'The screenshot is being generated. Please, do not leave the page.',
  screenshotDownloaded: 'The screenshot has been downloaded.',
  screenshotFailed: 'The screenshot could not be downloaded. Please, try again later.',
} as const;
