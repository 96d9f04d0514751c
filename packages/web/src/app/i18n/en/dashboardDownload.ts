/** English strings: downloading a dashboard as an image or a PDF. */
export const DASHBOARD_DOWNLOAD_EN = {
  title: 'Download',
} as const;
