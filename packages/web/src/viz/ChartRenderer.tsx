import { Loading } from '../components/Loading';
import { Alert } from 'antd';
import type { ComponentType } from 'react';
import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadVizPlugin } from './pluginLoader';
import type { ChartComponentProps, ChartHooks, ChartProps, VizPluginModule } from './types';

export interface ChartRendererProps extends ChartProps {
  vizType: string;
  hooks?: ChartHooks;
  title?: string;
  /**
   * Called once the chart is on the page, or its failure is (a dashboard marks itself ready for a
   * screenshot only when every chart has settled, not when their data came).
   */
  onSettled?: () => void;
}

type Loaded = { plugin: VizPluginModule; Chart: ComponentType<ChartComponentProps> };

/** Plugins and components already loaded: a chart of a known type draws in its first render. */
const LOADED = new Map<string, Loaded>();

/**
 * Draws a chart from its chart data answer: loads the viz plugin (and its component, with the
 * ECharts modules it needs), runs transformProps and renders. A type without a plugin says so; a
 * plugin that throws while transforming or drawing shows the error instead of breaking the page.
 */
export function ChartRenderer(props: ChartRendererProps) {
  const { t } = useTranslation();
  const { vizType, onSettled } = props;
  const [loaded, setLoaded] = useState<Loaded | null | 'unsupported'>(() => LOADED.get(vizType) ?? null);

  useEffect(() => {
    if (loaded === 'unsupported') onSettled?.();
  }, [loaded, onSettled]);

  useEffect(() => {
    let live = true;
    const known = LOADED.get(vizType);
    setLoaded(known ?? null);
    if (known) return undefined;
    const pending = loadVizPlugin(vizType);
    if (!pending) {
      setLoaded('unsupported');
      return undefined;
    }
    void pending
      .then(async (plugin) => ({ plugin, Chart: await plugin.loadComponent() }))
      .then((value) => {
        LOADED.set(vizType, value);
        if (live) setLoaded(value);
      });
    return () => {
      live = false;
    };
  }, [vizType]);

  if (loaded === 'unsupported') return <Alert type="warning" showIcon title={t('viz.unsupported')} />;
  if (!loaded) return <Loading label={t('viz.loading')} />;
  return (
    <RenderErrorBoundary key={vizType} onError={onSettled}>
      <TransformedChart {...props} loaded={loaded} />
    </RenderErrorBoundary>
  );
}

function TransformedChart({
  loaded,
  formData,
  queriesData,
  width,
  height,
  datasource,
  annotations,
  hooks,
  title,
  onSettled,
}: ChartRendererProps & { loaded: Loaded }) {
  useEffect(() => {
    onSettled?.();
  }, [onSettled]);
  const chartProps = useMemo(
    () => loaded.plugin.transformProps({ formData, queriesData, width, height, datasource, annotations }),
    [loaded, formData, queriesData, width, height, datasource, annotations],
  );
  const { Chart } = loaded;
  return <Chart props={chartProps} width={width} height={height} hooks={hooks} title={title} />;
}

/** Spec 001 §4: a chart that fails to draw shows its error in place, the page goes on. */
class RenderErrorBoundary extends Component<
  { children: ReactNode; onError?: (() => void) | undefined },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    if (this.state.error) {
      return (
        <Alert type="error" showIcon title={this.state.error.message} data-testid="chart-render-error" />
      );
    }
    return this.props.children;
  }
}
