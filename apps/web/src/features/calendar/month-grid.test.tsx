// @vitest-environment jsdom
import type { Interview } from '@hirebase/shared';
import { DndContext } from '@dnd-kit/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MonthGrid } from './month-grid';
import { daysOf } from './calendar-dates';

const interview: Interview = {
  id: 'i1',
  application_id: 'a1',
  candidate: { id: 'c1', name: '<b>Ann</b>', email: null },
  job: { id: 'j1', title: 'Engineer' },
  title: '<img src=x onerror="window.pwned=1">Screen',
  type: 'video',
  status: 'scheduled',
  starts_at: '2026-03-04T04:30:00.000Z',
  ends_at: '2026-03-04T05:30:00.000Z',
  timezone: 'Asia/Kolkata',
  location: null,
  video_url: null,
  notes: null,
  interviewers: [],
  declined_by: [],
  scorecard_by: [],
  sequence: 0,
  created_by: null,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
};

describe('month grid', () => {
  it('places an interview on its day in the viewer’s zone and renders its title as text', () => {
    const onOpen = vi.fn();
    const { container } = render(
      <DndContext>
        <MonthGrid days={daysOf('month', '2026-03-01')} month="2026-03" today="2026-03-02" interviews={[interview]} zone="Asia/Kolkata" onOpen={onOpen} />
      </DndContext>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const chip = screen.getByRole('button', { name: /10:00 <img src=x/ });
    expect(chip.closest('[data-day]')?.getAttribute('data-day')).toBe('2026-03-04');
    expect(chip.textContent).toContain('<b>Ann</b>');
    fireEvent.click(chip);
    expect(onOpen).toHaveBeenCalledWith(interview);
  });
});
