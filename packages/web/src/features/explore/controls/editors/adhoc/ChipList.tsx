import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popover, Spin, Tag } from 'antd';
import { Suspense, useState, type DragEvent, type ReactNode } from 'react';

export interface ChipListProps<T> {
  id: string;
  items: readonly T[];
  labelOf: (item: T) => string;
  /**
   * The popover body editing an item (index) or a new one (index -1); `close` hides it. It may load
   * lazily: a spinner shows until it has.
   */
  renderEditor: (item: T | undefined, close: () => void) => ReactNode;
  onRemove: (index: number) => void;
  addLabel: string;
  /** Hides the add button (a single-value control that has its value). */
  canAdd: boolean;
  disabled?: boolean;
  /** Handles a drop from the dataset panel; return true when it was taken. */
  onDrop?: (dataTransfer: DataTransfer) => boolean;
  /** An editor opened by a drop (a new filter on the dropped column), shown as the add popover. */
  pending?: { node: ReactNode; close: () => void } | null;
  /** Marks a chip (an annotation layer that failed to load): its colour and the text saying why. */
  markOf?: (item: T) => { color: 'error' | 'processing'; title: string } | undefined;
}

/** Values as removable chips; a click opens the editor popover, and the list is a drop target. */
export function ChipList<T>({
  id,
  items,
  labelOf,
  renderEditor,
  onRemove,
  addLabel,
  canAdd,
  disabled,
  onDrop,
  pending,
  markOf,
}: ChipListProps<T>) {
  const [open, setOpen] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const close = () => setOpen(null);
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    setOver(false);
    if (disabled || !onDrop) return;
    if (onDrop(event.dataTransfer)) event.preventDefault();
  };
  return (
    <div
      id={id}
      data-testid={`${id}-drop`}
      onDragOver={(event) => {
        if (disabled || !onDrop) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 4,
        padding: 4,
        border: `1px dashed ${over ? '#1677ff' : 'transparent'}`,
        borderRadius: 4,
      }}
    >
      {items.map((item, index) => {
        const mark = markOf?.(item);
        return (
          <Popover
            key={`${labelOf(item)}-${index}`}
            trigger="click"
            open={open === index}
            onOpenChange={(next) => setOpen(next ? index : null)}
            content={<Suspense fallback={<Spin size="small" />}>{renderEditor(item, close)}</Suspense>}
            destroyOnHidden
          >
            <Tag
              color={mark?.color}
              title={mark?.title}
              closable={!disabled}
              closeIcon={<CloseOutlined aria-label={`remove ${labelOf(item)}`} />}
              onClose={(event) => {
                event.preventDefault();
                onRemove(index);
              }}
              style={{ cursor: disabled ? 'default' : 'pointer', marginInlineEnd: 0 }}
            >
              <span role="button" tabIndex={0} aria-description={mark?.title}>
                {labelOf(item)}
              </span>
            </Tag>
          </Popover>
        );
      })}
      {(canAdd || pending) && (
        <Popover
          trigger="click"
          open={open === -1 || Boolean(pending)}
          onOpenChange={(next) => {
            if (!next) pending?.close();
            setOpen(next ? -1 : null);
          }}
          content={
            <Suspense fallback={<Spin size="small" />}>
              {pending ? pending.node : renderEditor(undefined, close)}
            </Suspense>
          }
          destroyOnHidden
        >
          <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={disabled}>
            {addLabel}
          </Button>
        </Popover>
      )}
    </div>
  );
}
