import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SplitAfterSegment,
  SplitByPartSize,
  SplitByPartsCount,
  SplitByWordCount,
  SplitQuery,
} from '@tessera/contracts';
import type { SplitChoice } from '@tessera/core';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { splitJobs } from './split.js';

const v9 = '/web/api/v9/job';

/** The four split calls of spec 001 section 7, one per mode; the query names the job parts. */
export function jobSplitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const split = (request: FastifyRequest, jobPart: number[], choice: SplitChoice) =>
    splitJobs(ctx, viewerOf(authOf(request)), jobPart, choice);

  app.post(`${v9}/splitByPartsCount`, async (request) => {
    const { jobPart } = parseInput(SplitQuery, request.query);
    const { partsCount } = parseInput(SplitByPartsCount, request.body);
    return split(request, jobPart, { mode: 'partsCount', value: partsCount });
  });
  app.post(`${v9}/splitByPartSize`, async (request) => {
    const { jobPart } = parseInput(SplitQuery, request.query);
    const { partSize } = parseInput(SplitByPartSize, request.body);
    return split(request, jobPart, { mode: 'partSize', value: partSize });
  });
  app.post(`${v9}/splitByWordCount`, async (request) => {
    const { jobPart } = parseInput(SplitQuery, request.query);
    const { wordCount } = parseInput(SplitByWordCount, request.body);
    return split(request, jobPart, { mode: 'wordCount', value: wordCount });
  });
  app.post(`${v9}/splitAfterSegment`, async (request) => {
    const { jobPart } = parseInput(SplitQuery, request.query);
    const { segmentOrdinal } = parseInput(SplitAfterSegment, request.body);
    return split(request, jobPart, { mode: 'afterSegment', value: segmentOrdinal });
  });
}
