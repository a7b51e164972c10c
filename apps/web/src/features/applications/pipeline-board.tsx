import type { Application, Job } from '@hirebase/shared';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { CardBody } from './application-card';
import { BoardColumn } from './board-column';
import { boardCollision, columnKeyboardCoordinates } from './board-keyboard';
import { groupByStage } from './board-state';
import { useMoveApplications } from './use-move-applications';

type Stage = Job['stages'][number];

const stageOf = (stages: Stage[], droppableId: string | number | undefined) =>
  stages.find((s) => `stage:${s.id}` === droppableId);

/** The job's kanban: drag cards between stages with a mouse, a finger or the keyboard. */
export function PipelineBoard({
  job,
  applications,
  selected,
  onToggle,
}: {
  job: Job;
  applications: Application[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const move = useMoveApplications(job.id);
  const [activeId, setActiveId] = useState<string | null>(null);
  const columns = useMemo(() => groupByStage(applications, job.stages.map((s) => s.id)), [applications, job.stages]);
  const byId = useMemo(() => new Map(applications.map((a) => [a.id, a])), [applications]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const nameOf = (id: string | number) => byId.get(String(id))?.candidate.name ?? 'Candidate';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} from ${stageOf(job.stages, `stage:${byId.get(String(active.id))?.stage_id}`)?.name ?? 'its stage'}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${stageOf(job.stages, over.id)?.name}.` : `${nameOf(active.id)} is not over a stage.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} moved to ${stageOf(job.stages, over.id)?.name}.` : `${nameOf(active.id)} dropped; nothing changed.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled; it stays where it was.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    const application = byId.get(String(active.id));
    const stage = stageOf(job.stages, over?.id);
    if (!application || !stage || application.stage_id === stage.id) return;
    move.mutate({ ids: [application.id], stage });
  }

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      onDragStart={({ active: a }: DragStartEvent) => setActiveId(String(a.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move this candidate, press Space. Use the left and right arrow keys to choose a stage, then Space to drop or Escape to cancel.',
        },
      }}
    >
      <div className="flex gap-3 overflow-x-auto pb-3" data-testid="pipeline-board">
        {job.stages.map((stage) => (
          <BoardColumn
            key={stage.id}
            stage={stage}
            jobId={job.id}
            applications={columns.get(stage.id) ?? []}
            selected={selected}
            onToggle={onToggle}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div className="flex w-68 cursor-grabbing items-start gap-2 rounded-md border bg-card p-3 shadow-lg">
            <CardBody application={active} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
