import { DatabaseOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Grid, theme } from 'antd';
import {
  useCallback,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { paneLayoutId } from './paneSizes';

/** The panes fill the window below the page header and tab bar, but never get too small to use. */
const PANES_HEIGHT = 'max(560px, calc(100vh - 210px))';

interface EditorPanesProps {
  tabId: number;
  /** The schema browser; null while the tab hides it. */
  leftBar: ReactNode | null;
  /** Above the editor, full width of the main pane (database and schema pickers). */
  header: ReactNode;
  editor: ReactNode;
  /** Results and query history. */
  bottom: ReactNode;
}

/** The element each pane's content lives in, whichever layout shows it. */
interface PaneHosts {
  leftBar: HTMLDivElement;
  header: HTMLDivElement;
  editor: HTMLDivElement;
  bottom: HTMLDivElement;
}

/** What a layout gets: where to put each pane's host, and whether there is a schema browser. */
interface LayoutProps {
  tabId: number;
  hosts: PaneHosts;
  hasLeftBar: boolean;
}

function createHost(style: Partial<CSSStyleDeclaration>): HTMLDivElement {
  const host = document.createElement('div');
  Object.assign(host.style, style);
  return host;
}

function useSeparatorStyle(orientation: 'horizontal' | 'vertical'): CSSProperties {
  const { token } = theme.useToken();
  return {
    flexBasis: 6,
    background: token.colorBorderSecondary,
    borderRadius: 3,
    outlineOffset: 1,
    cursor: orientation === 'horizontal' ? 'col-resize' : 'row-resize',
  };
}

/**
 * One tab's layout: schema browser | (pickers, editor / results). Both splits are draggable and
 * keyboard-operable (focus a separator, then arrow keys), and each tab remembers its sizes in the
 * browser's localStorage, as Superset keeps its editor heights per tab. Below 768 px the panes stack.
 *
 * The two layouts are different element trees, so the panes' content is not rendered inside them:
 * each pane renders through a portal, always at the same place in the tree, into a host element the
 * layout in use takes in (a Slot). Crossing the breakpoint (a tablet turned, a window resized,
 * Chromium's full-page screenshot) then moves these hosts into the other layout and remounts nothing:
 * the editor keeps its text and undo history, and a dialog the toolbar owns (Save query) stays open.
 */
export function EditorPanes({ tabId, leftBar, header, editor, bottom }: EditorPanesProps): ReactElement {
  // Grid.useBreakpoint: md is false below 768 px (a phone); undefined before the first measure.
  const narrow = Grid.useBreakpoint().md === false;
  const [hosts] = useState<PaneHosts>(() => ({
    // The schema browser and the pickers lay out as if they sat in their slot themselves.
    leftBar: createHost({ display: 'contents' }),
    header: createHost({ display: 'contents' }),
    // The editor and the results fill their slot's height.
    editor: createHost({ height: '100%' }),
    bottom: createHost({ height: '100%' }),
  }));
  const hasLeftBar = Boolean(leftBar);
  const layout = { tabId, hosts, hasLeftBar };
  return (
    <>
      {narrow ? <StackedPanes {...layout} /> : <SplitPanes {...layout} />}
      {/* After the layout: its slots have taken the hosts in before the panes' effects run. */}
      {hasLeftBar && createPortal(leftBar, hosts.leftBar, 'leftBar')}
      {createPortal(header, hosts.header, 'header')}
      {createPortal(editor, hosts.editor, 'editor')}
      {createPortal(bottom, hosts.bottom, 'bottom')}
    </>
  );
}

/** What had focus in a host when its layout went, to focus again once the next layout takes the host in. */
const focusedBeforeMove = new WeakMap<HTMLElement, HTMLElement>();

/** Where a layout shows a pane: a div that takes the pane's host in, and lets it go when unmounted. */
function Slot({ host, ...props }: { host: HTMLElement } & HTMLAttributes<HTMLDivElement>): ReactElement {
  const adopt = useCallback(
    (slot: HTMLDivElement) => {
      slot.appendChild(host);
      // Moving an element out of the page drops its focus: the editor, mid-typing, gets it back.
      const focused = focusedBeforeMove.get(host);
      focusedBeforeMove.delete(host);
      if (focused && host.contains(focused)) focused.focus({ preventScroll: true });
      return () => {
        // Runs while the layout is still in the page, before React takes it out.
        const active = host.ownerDocument.activeElement;
        if (active instanceof HTMLElement && host.contains(active)) focusedBeforeMove.set(host, active);
        if (host.parentNode === slot) slot.removeChild(host);
      };
    },
    [host],
  );
  return <div ref={adopt} {...props} />;
}

/** Editor height on a phone: a few lines of SQL with the run controls under them. */
const STACKED_EDITOR_HEIGHT = 340;
/** Results height on a phone: the row count, its buttons and a dozen rows. */
const STACKED_RESULTS_HEIGHT = 520;

/**
 * At a phone's width the panes stack: pickers, editor and run controls, then the results; the page
 * scrolls. The schema browser opens in a drawer from a button instead of taking a column.
 */
function StackedPanes({ hosts, hasLeftBar }: LayoutProps): ReactElement {
  const { t } = useTranslation();
  const [schemaOpen, setSchemaOpen] = useState(false);
  return (
    <Flex vertical gap={12} data-testid="stacked-panes">
      {hasLeftBar && (
        <Button
          icon={<DatabaseOutlined />}
          onClick={() => setSchemaOpen(true)}
          style={{ alignSelf: 'start' }}
        >
          {t('sqllab.panes.schemaBrowser')}
        </Button>
      )}
      <Slot host={hosts.header} style={{ display: 'contents' }} />
      <Slot host={hosts.editor} style={{ height: STACKED_EDITOR_HEIGHT }} />
      <Slot
        host={hosts.bottom}
        style={{ height: STACKED_RESULTS_HEIGHT, overflow: 'auto' }}
        data-testid="results-pane"
      />
      {hasLeftBar && (
        <Drawer
          title={t('sqllab.panes.schemaBrowser')}
          placement="left"
          size="85%"
          open={schemaOpen}
          onClose={() => setSchemaOpen(false)}
          // Rendered while closed too: the schema browser stays mounted, in the drawer's slot.
          forceRender
          data-testid="schema-pane"
        >
          <Slot host={hosts.leftBar} />
        </Drawer>
      )}
    </Flex>
  );
}

function SplitPanes({ tabId, hosts, hasLeftBar }: LayoutProps): ReactElement {
  const { t } = useTranslation();
  // Panel ids become DOM ids, and every opened tab stays mounted: they carry the tab id.
  const id = (pane: string): string => `sqllab-${tabId}-${pane}`;
  const columns = useDefaultLayout({
    id: paneLayoutId(tabId, 'columns'),
    panelIds: hasLeftBar ? [id('schema'), id('main')] : [id('main')],
  });
  const rows = useDefaultLayout({ id: paneLayoutId(tabId, 'rows') });
  const columnSeparator = useSeparatorStyle('horizontal');
  const rowSeparator = useSeparatorStyle('vertical');
  return (
    <Group
      orientation="horizontal"
      style={{ height: PANES_HEIGHT, gap: 10 }}
      defaultLayout={columns.defaultLayout}
      onLayoutChanged={columns.onLayoutChanged}
    >
      {hasLeftBar && (
        <>
          <Panel id={id('schema')} defaultSize="280px" minSize="180px" maxSize="50%">
            <Slot
              host={hosts.leftBar}
              style={{ height: '100%', overflow: 'auto' }}
              data-testid="schema-pane"
            />
          </Panel>
          <Separator
            aria-label={t('sqllab.panes.resizeSchema')}
            data-testid="schema-separator"
            style={columnSeparator}
          />
        </>
      )}
      <Panel id={id('main')} minSize="40%">
        <div style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
          <Slot host={hosts.header} style={{ display: 'contents' }} />
          <div style={{ flex: 1, minHeight: 0 }}>
            <Group
              orientation="vertical"
              style={{ gap: 10 }}
              defaultLayout={rows.defaultLayout}
              onLayoutChanged={rows.onLayoutChanged}
            >
              <Panel id={id('editor')} defaultSize="45%" minSize="140px">
                <Slot host={hosts.editor} style={{ height: '100%' }} />
              </Panel>
              <Separator
                aria-label={t('sqllab.panes.resizeResults')}
                data-testid="results-separator"
                style={rowSeparator}
              />
              <Panel id={id('results')} minSize="120px">
                <Slot
                  host={hosts.bottom}
                  style={{ height: '100%', overflow: 'auto' }}
                  data-testid="results-pane"
                />
              </Panel>
            </Group>
          </div>
        </div>
      </Panel>
    </Group>
  );
}
