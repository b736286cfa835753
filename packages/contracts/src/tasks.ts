import { z } from 'zod';

export const taskStatuses = ['RUNNING', 'OK', 'ERROR'] as const;
export const TaskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof TaskStatus>;

export const BackgroundTask = z.object({
  id: z.string(),
  status: TaskStatus,
  progress: z.number().min(0).max(100).optional(),
  error: z.string().optional(),
  result: z.unknown().optional(),
});
export type BackgroundTask = z.infer<typeof BackgroundTask>;
export const BackgroundTaskQuery = z.object({
  id: z.string({ error: 'The task id is required' }).trim().min(1, 'The task id is required'),
});

export const Metric = z.object({
  name: z.string().trim().min(1).max(200),
  value: z.number(),
  dimensions: z
    .array(z.object({ name: z.string().max(200), value: z.string().max(1000) }))
    .max(50)
    .default([]),
  isLatencyMetric: z.boolean().optional(),
});
export type Metric = z.infer<typeof Metric>;
