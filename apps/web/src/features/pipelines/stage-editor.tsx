import { STAGE_KINDS, type StageKind } from '@hirebase/shared';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { STAGE_KIND_LABELS } from './stage-kinds';
import { addStage, moveStage, removeStage, updateStage, type StageDraft } from './stage-list';
import { plural } from '@/lib/plural';

type RowProps = {
  stage: StageDraft;
  index: number;
  total: number;
  count: number | undefined;
  disabled: boolean;
  autoFocus: boolean;
  onChange: (patch: { name?: string; kind?: StageKind }) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function StageRow({ stage, index, total, count, disabled, autoFocus, onChange, onMove, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: stage.key,
    disabled,
  });
  const label = stage.name.trim() || `stage ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('flex flex-wrap items-center gap-2 rounded-md border bg-card p-2', isDragging && 'relative z-10 shadow-md')}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="cursor-grab rounded p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed"
        aria-label={`Drag to reorder ${label}`}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <Input
        aria-label="Stage name"
        className="min-w-40 flex-1"
        value={stage.name}
        maxLength={60}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <NativeSelect
        aria-label={`Kind of ${label}`}
        className="w-36"
        value={stage.kind}
        disabled={disabled}
        onChange={(e) => onChange({ kind: e.target.value as StageKind })}
      >
        {STAGE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {STAGE_KIND_LABELS[kind]}
          </option>
        ))}
      </NativeSelect>
      {count !== undefined ? (
        <span className="w-24 text-xs text-muted-foreground">{plural(count, 'candidate')}</span>
      ) : null}
      <div className="ml-auto flex items-center gap-1">
        <Button variant="ghost" size="icon" aria-label={`Move ${label} up`} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${label} down`}
          disabled={disabled || index === total - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Remove ${label}`} disabled={disabled || total <= 2} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/**
 * The ordered stage list of a template or a job: drag handles (mouse, touch, keyboard) and
 * up/down buttons reorder; `onRemove` lets the caller intercept removing a stage that holds candidates.
 */
export function StageEditor({
  value,
  onChange,
  counts,
  onRemove,
  disabled = false,
}: {
  value: StageDraft[];
  onChange: (next: StageDraft[]) => void;
  counts?: Record<string, number>;
  onRemove?: (stage: StageDraft) => void;
  disabled?: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const nameOf = (id: string | number) => value.find((s) => s.key === id)?.name || 'stage';

  function onAdd() {
    const next = addStage(value);
    setFocusKey(next.find((s) => !value.includes(s))?.key ?? null);
    onChange(next);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = value.findIndex((s) => s.key === active.id);
    const to = value.findIndex((s) => s.key === over.id);
    onChange(moveStage(value, from, to));
  }

  return (
    <div className="grid gap-3">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(active.id)} is at position ${value.findIndex((s) => s.key === over.id) + 1} of ${value.length}.` : undefined,
            onDragEnd: ({ active, over }) =>
              over ? `${nameOf(active.id)} dropped at position ${value.findIndex((s) => s.key === over.id) + 1}.` : undefined,
            onDragCancel: ({ active }) => `Reordering ${nameOf(active.id)} cancelled.`,
          },
        }}
      >
        <SortableContext items={value.map((s) => s.key)} strategy={verticalListSortingStrategy}>
          <ol className="grid gap-2" aria-label="Stages">
            {value.map((stage, index) => (
              <StageRow
                key={stage.key}
                stage={stage}
                index={index}
                total={value.length}
                count={counts && stage.id ? (counts[stage.id] ?? 0) : counts ? 0 : undefined}
                disabled={disabled}
                autoFocus={stage.key === focusKey}
                onChange={(patch) => onChange(updateStage(value, stage.key, patch))}
                onMove={(to) => onChange(moveStage(value, index, to))}
                onRemove={() => (onRemove ? onRemove(stage) : onChange(removeStage(value, stage.key)))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div>
        <Button variant="outline" size="sm" disabled={disabled || value.length >= 30} onClick={onAdd}>
          <Plus aria-hidden="true" /> Add stage
        </Button>
      </div>
    </div>
  );
}
