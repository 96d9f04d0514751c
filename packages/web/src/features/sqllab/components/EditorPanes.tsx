import { DatabaseOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Grid, theme } from 'antd';
import { useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
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
 * browser's localStorage, as Superset keeps its editor heights per tab.
 */
export function EditorPanes(props: EditorPanesProps): ReactElement {
  // Grid.useBreakpoint: md is false below 768 px (a phone); undefined before the first measure.
  const narrow = Grid.useBreakpoint().md === false;
  return narrow ? <StackedPanes {...props} /> : <SplitPanes {...props} />;
}

/** Editor height on a phone: a few lines of SQL with the run controls under them. */
const STACKED_EDITOR_HEIGHT = 340;
/** Results height on a phone: the row count, its buttons and a dozen rows. */
const STACKED_RESULTS_HEIGHT = 520;

/**
 * At a phone's width the panes stack: pickers, editor and run controls, then the results; the page
 * scrolls. The schema browser opens in a drawer from a button instead of taking a column.
 */
function StackedPanes({ leftBar, header, editor, bottom }: EditorPanesProps): ReactElement {
  const { t } = useTranslation();
  const [schemaOpen, setSchemaOpen] = useState(false);
  return (
    <Flex vertical gap={12} data-testid="stacked-panes">
      {leftBar && (
        <Button
          icon={<DatabaseOutlined />}
          onClick={() => setSchemaOpen(true)}
          style={{ alignSelf: 'start' }}
        >
          {t('sqllab.panes.schemaBrowser')}
        </Button>
      )}
      {header}
      <div style={{ height: STACKED_EDITOR_HEIGHT }}>{editor}</div>
      <div style={{ height: STACKED_RESULTS_HEIGHT, overflow: 'auto' }} data-testid="results-pane">
        {bottom}
      </div>
      {leftBar && (
        <Drawer
          title={t('sqllab.panes.schemaBrowser')}
          placement="left"
          size="85%"
          open={schemaOpen}
          onClose={() => setSchemaOpen(false)}
          data-testid="schema-pane"
        >
          {leftBar}
        </Drawer>
      )}
    </Flex>
  );
}

function SplitPanes({ tabId, leftBar, header, editor, bottom }: EditorPanesProps): ReactElement {
  const { t } = useTranslation();
  // Panel ids become DOM ids, and every opened tab stays mounted: they carry the tab id.
  const id = (pane: string): string => `sqllab-${tabId}-${pane}`;
  const columns = useDefaultLayout({
    id: paneLayoutId(tabId, 'columns'),
    panelIds: leftBar ? [id('schema'), id('main')] : [id('main')],
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
      {leftBar && (
        <>
          <Panel id={id('schema')} defaultSize="280px" minSize="180px" maxSize="50%">
            <div style={{ height: '100%', overflow: 'auto' }} data-testid="schema-pane">
              {leftBar}
            </div>
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
          {header}
          <div style={{ flex: 1, minHeight: 0 }}>
            <Group
              orientation="vertical"
              style={{ gap: 10 }}
              defaultLayout={rows.defaultLayout}
              onLayoutChanged={rows.onLayoutChanged}
            >
              <Panel id={id('editor')} defaultSize="45%" minSize="140px">
                {editor}
              </Panel>
              <Separator
                aria-label={t('sqllab.panes.resizeResults')}
                data-testid="results-separator"
                style={rowSeparator}
              />
              <Panel id={id('results')} minSize="120px">
                <div style={{ height: '100%', overflow: 'auto' }} data-testid="results-pane">
                  {bottom}
                </div>
              </Panel>
            </Group>
          </div>
        </div>
      </Panel>
    </Group>
  );
}
