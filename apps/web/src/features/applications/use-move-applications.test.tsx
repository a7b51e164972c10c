// @vitest-environment jsdom
import type { Application, Job } from '@hirebase/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobKeys } from '@/features/jobs/api';
import { applicationKeys } from './api';
import { groupByStage, moveApplications } from './board-state';
import { useMoveApplications } from './use-move-applications';

const stage = (id: string, name: string, kind: Job['stages'][number]['kind'], position: number, count: number) => ({ id, name, kind, position, count });
const app = (id: string, stageId: string): Application => ({
  id,
  job_id: 'j1',
  source: null,
  candidate: { id: `c-${id}`, name: `Person ${id}`, email: null, current_title: null, current_company: null, location: null, tags: [] },
  stage_id: stageId,
  stage_kind: 'applied',
  status: 'active',
  rejection_reason: null,
  stage_entered_at: '2024-01-01T00:00:00.000Z',
  days_in_stage: 12,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
});
const job = { id: 'j1', title: 'Engineer', stages: [stage('s1', 'Applied', 'applied', 0, 2), stage('s2', 'Interview', 'interview', 1, 0)] } as Job;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  queryClient.setQueryData(applicationKeys.job('j1'), [app('a1', 's1'), app('a2', 's1')]);
  queryClient.setQueryData(jobKeys.detail('j1'), job);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useMoveApplications('j1'), { wrapper });
  return { queryClient, result };
}

/** A fetch the test settles by hand, so the optimistic state can be observed in between. */
function deferredFetch() {
  let settle!: (response: Response) => void;
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (settle = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, settle: (status: number, body: unknown) => settle(new Response(JSON.stringify(body), { status })) };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMoveApplications', () => {
  it('moves the card and the stage counts at once, before the server answers', async () => {
    const { queryClient, result } = setup();
    const { fetchMock, settle } = deferredFetch();
    act(() => result.current.mutate({ ids: ['a1'], stage: { id: 's2', name: 'Interview', kind: 'interview' } }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const apps = queryClient.getQueryData<Application[]>(applicationKeys.job('j1'))!;
    expect(apps.find((a) => a.id === 'a1')).toMatchObject({ stage_id: 's2', stage_kind: 'interview', days_in_stage: 0 });
    expect(queryClient.getQueryData<Job>(jobKeys.detail('j1'))!.stages.map((s) => s.count)).toEqual([1, 1]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/recruiter\/applications\/a1$/);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ stage_id: 's2' });
    settle(200, { data: { ...app('a1', 's2') } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('puts the card and the counts back when the server refuses', async () => {
    const { queryClient, result } = setup();
    const { settle } = deferredFetch();
    act(() => result.current.mutate({ ids: ['a1'], stage: { id: 's2', name: 'Interview', kind: 'interview' } }));
    await waitFor(() => expect(queryClient.getQueryData<Application[]>(applicationKeys.job('j1'))![0]!.stage_id).toBe('s2'));
    settle(422, { error: { code: 'validation_failed', message: 'Unknown stage' } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    const apps = queryClient.getQueryData<Application[]>(applicationKeys.job('j1'))!;
    expect(apps.find((a) => a.id === 'a1')).toMatchObject({ stage_id: 's1', days_in_stage: 12 });
    expect(queryClient.getQueryData<Job>(jobKeys.detail('j1'))!.stages.map((s) => s.count)).toEqual([2, 0]);
  });

  it('sends several cards as one bulk move', async () => {
    const { result } = setup();
    const { fetchMock, settle } = deferredFetch();
    act(() => result.current.mutate({ ids: ['a1', 'a2'], stage: { id: 's2', name: 'Interview', kind: 'interview' } }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/applications\/bulk$/);
    expect(JSON.parse(String(init.body))).toEqual({ action: 'move', application_ids: ['a1', 'a2'], stage_id: 's2' });
    settle(200, { data: { updated: 2 } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });
});

describe('board state', () => {
  it('groups by stage, newest move first, and leaves a no-op move alone', () => {
    const list = [app('a1', 's1'), app('a2', 's1')];
    expect(moveApplications(list, ['a1'], { id: 's1', kind: 'applied' })).toBe(list);
    const moved = moveApplications(list, ['a2'], { id: 's2', kind: 'interview' }, new Date('2024-02-01T00:00:00Z'));
    const groups = groupByStage(moved, ['s1', 's2']);
    expect(groups.get('s1')!.map((a) => a.id)).toEqual(['a1']);
    expect(groups.get('s2')!.map((a) => a.id)).toEqual(['a2']);
  });
});
