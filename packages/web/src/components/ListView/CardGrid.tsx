import { Card, Checkbox, Flex, Pagination, Spin, theme } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/** One row's Edit and Delete as handlers, for a card that offers them itself (Superset's ⋯ menu). */
export interface RowActionHandlers {
  onEdit?: () => void;
  /** When set, Edit is offered disabled with this reason. */
  editDisabledReason?: string;
  /** Deletes after the list's own confirmation. */
  onDelete: () => void;
}

/** Card view of a list page: what the page draws for each row, in a grid, with paging below. */
export interface CardViewConfig<T> {
  /**
   * `actions` is given when the card draws the row's actions itself (`actionsInCard`) and the user
   * may change this row; otherwise the grid puts them at the card's foot.
   */
  renderCard: (row: T, actions?: RowActionHandlers) => ReactNode;
  /** The card offers Edit and Delete itself (a menu), so the grid adds no action bar at its foot. */
  actionsInCard?: boolean;
  /** The view the page opens in (Superset's defaultViewMode); the table when absent. */
  defaultView?: 'card' | 'table';
  /** Translated labels of the view toggle and the sort select (the page's namespace owns them). */
  cardLabel: string;
  listLabel: string;
  sortLabel: string;
  /** The card view has no column headers to sort by: Superset offers named orders instead. */
  sortOptions: readonly { label: string; column: string; direction: 'asc' | 'desc' }[];
}

interface CardGridProps<T extends { id: number }> {
  rows: readonly T[];
  renderCard: (row: T) => ReactNode;
  /** The row's actions (delete, links) at the foot of its card. */
  renderActions?: (row: T) => ReactNode;
  getItemName: (row: T) => string;
  loading: boolean;
  empty: ReactNode;
  /** Present in bulk-select mode. */
  selection?: { ids: readonly number[]; onChange: (ids: number[]) => void };
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  showTotal: (total: number, range: [number, number]) => ReactNode;
}

export function CardGrid<T extends { id: number }>(props: CardGridProps<T>): ReactElement {
  const { token } = theme.useToken();
  const { selection } = props;
  const toggle = (id: number, checked: boolean): void => {
    if (!selection) return;
    selection.onChange(checked ? [...selection.ids, id] : selection.ids.filter((other) => other !== id));
  };
  return (
    <Spin spinning={props.loading}>
      <Flex vertical gap="middle">
        {props.rows.length === 0 ? (
          props.empty
        ) : (
          <div
            data-testid="list-cards"
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              gap: token.margin,
            }}
          >
            {props.rows.map((row) => {
              const actions = props.renderActions?.(row);
              return (
                <Card
                  key={row.id}
                  size="small"
                  data-testid="list-card"
                  actions={
                    actions
                      ? [
                          <Flex key="actions" justify="flex-end" style={{ paddingInline: 8 }}>
                            {actions}
                          </Flex>,
                        ]
                      : undefined
                  }
                >
                  <Flex gap="small" align="flex-start">
                    {selection && (
                      <Checkbox
                        aria-label={props.getItemName(row)}
                        checked={selection.ids.includes(row.id)}
                        onChange={(event) => toggle(row.id, event.target.checked)}
                      />
                    )}
                    <div style={{ flex: 1, minWidth: 0 }}>{props.renderCard(row)}</div>
                  </Flex>
                </Card>
              );
            })}
          </div>
        )}
        <Pagination
          align="end"
          current={props.page + 1}
          pageSize={props.pageSize}
          total={props.total}
          showSizeChanger={false}
          showTotal={props.showTotal}
          onChange={(page) => props.onPage(page - 1)}
        />
      </Flex>
    </Spin>
  );
}
