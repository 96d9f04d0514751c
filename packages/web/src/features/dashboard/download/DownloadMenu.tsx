import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { downloadAsImage, downloadAsPdf } from './downloadDashboard';
import {
  downloadScreenshot,
  type DashboardScreenshotState,
  type DownloadNotify,
  type ScreenshotFormat,
} from './downloadScreenshot';

/** The submenu's key and its items' keys; `onClick` answers only these. */
export const DOWNLOAD_MENU_KEY = 'download';
export const DOWNLOAD_KEYS = {
  pdf: 'download-pdf',
  image: 'download-image',
} as const;

export interface DownloadMenuOptions {
  dashboardId: number;
  title: string;
  /** The dashboard's root element, drawn by the in-browser downloads. */
  getElement: () => HTMLElement | null;
  t: TFunction;
  notify: DownloadNotify;
  /**
   * The server draws the files (Superset's ENABLE_DASHBOARD_SCREENSHOT_ENDPOINTS): both items go
   * through the screenshot API instead of this browser.
   */
  serverScreenshots?: boolean;
  /** The dashboard state the server draws (filters, tabs, anchor); the page's URL parameters by default. */
  getState?: () => DashboardScreenshotState;
  /** The theme's background, painted behind in-browser pictures. */
  background?: string;
  /** Aborted when the page is left: a server download stops polling. */
  signal?: AbortSignal;
}

export interface DownloadMenu {
  /** One submenu item ('Download' with 'Export to PDF' and 'Download as Image') for the header's ⋯ menu. */
  items: NonNullable<MenuProps['items']>;
  /** The menu's onClick for these items; true when the click was one of them (false: not ours). */
  onClick: (info: { key: string }) => boolean;
}

/**
 * The dashboard header's Download submenu, as Superset's DownloadMenuItems: a PDF and an image drawn
 * in this browser, or by the server when it offers screenshots. Spread `items` into the ⋯ menu's
 * items and call `onClick` from its onClick.
 */
export function downloadMenuItems(options: DownloadMenuOptions): DownloadMenu {
  const { t, notify } = options;

  const inBrowser = async (kind: 'pdf' | 'image'): Promise<void> => {
    const failed = kind === 'pdf' ? t('dashboardDownload.pdfFailed') : t('dashboardDownload.imageFailed');
    const element = options.getElement();
    if (!element) {
      notify.error(failed);
      return;
    }
    try {
      const exportOptions = { background: options.background };
      if (kind === 'pdf') await downloadAsPdf(element, options.title, exportOptions);
      else await downloadAsImage(element, options.title, 'png', exportOptions);
    } catch {
      notify.error(failed);
    }
  };

  const onServer = (format: ScreenshotFormat): Promise<boolean> =>
    downloadScreenshot({
      dashboardId: options.dashboardId,
      format,
      state: options.getState?.(),
      notify,
      signal: options.signal,
      messages: {
        generating: t('dashboardDownload.screenshotGenerating'),
        downloaded: t('dashboardDownload.screenshotDownloaded'),
        failed: t('dashboardDownload.screenshotFailed'),
      },
    });

  const onClick = ({ key }: { key: string }): boolean => {
    const kind = key === DOWNLOAD_KEYS.pdf ? 'pdf' : key === DOWNLOAD_KEYS.image ? 'image' : null;
    if (!kind) return false;
    if (options.serverScreenshots) void onServer(kind === 'pdf' ? 'pdf' : 'png');
    else void inBrowser(kind);
    return true;
  };

  return {
    items: [
      {
        key: DOWNLOAD_MENU_KEY,
        label: t('dashboardDownload.title'),
        children: [
          { key: DOWNLOAD_KEYS.pdf, icon: <FilePdfOutlined />, label: t('dashboardDownload.exportToPdf') },
          {
            key: DOWNLOAD_KEYS.image,
            icon: <FileImageOutlined />,
            label: t('dashboardDownload.downloadAsImage'),
          },
        ],
      },
    ],
    onClick,
  };
}
