import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ReferenceFile, TbAssignment, TmAssignment } from '@tessera/contracts';
import type { AssetDrafts, AssetOwner, ReferenceDraft } from '../assets/assetContext';
import { storedReferenceDraft } from '../assets/references/referenceDrafts';
import { assetsInScope, referencePlan, saveAssetChanges, type StoredAssets } from './saveAssets';

const reference = (id: number, name: string | null, note: string | null): ReferenceFile => ({
  id,
  name,
  note,
  dateCreated: '2026-01-02T03:04:05.000Z',
  createdBy: { id: 7, userName: 'pm' },
});
const newDraft = (key: string, note: string): ReferenceDraft => ({
  key,
  id: null,
  name: null,
  note,
  file: null,
});
const termBase: TbAssignment = {
  termBase: {
    id: 3,
    name: 'Glossary',
    langs: ['en', 'de'],
    client: null,
    isPublic: false,
    createdBy: { organizationName: 'Org' },
  },
  readMode: true,
  writeMode: false,
  qualityAssurance: false,
  priority: 1,
  targetLang: 'de',
};
const memory: TmAssignment = {
  id: 5,
  name: 'Main',
  client: null,
  tmSourceLocale: 'en',
  tmTargetLocales: ['de'],
  projectTargetLocale: 'de',
  targetLang: 'de',
  workflowStepId: null,
  workflowStepName: 'Default',
  workflowStepOrd: 0,
  readMode: true,
  writeMode: true,
  penalty: 0,
  isOverride: false,
  isReverse: false,
  isPublic: false,
};
const owner: AssetOwner = { kind: 'project', projectUid: 'p1' };

describe('referencePlan', () => {
  test('uploads drafts without an id and deletes stored references no draft keeps', () => {
    const kept = reference(1, 'a.txt', null);
    const dropped = reference(2, null, 'old note');
    const added = newDraft('new-1', 'fresh note');
    const plan = referencePlan([kept, dropped], [storedReferenceDraft(kept), added]);
    expect(plan.add).toEqual([added]);
    expect(plan.remove).toEqual([2]);
    expect([...plan.kept.values()]).toEqual([kept]);
  });

  test("keeps the server's copies of a template's references and deletes the copy of a removed one", () => {
    const templateRefs = [reference(10, 'a.txt', 'x'), reference(11, 'b.txt', null)];
    const projectCopies = [reference(20, 'a.txt', 'x'), reference(21, 'b.txt', null)];
    const plan = referencePlan(projectCopies, [storedReferenceDraft(templateRefs[0]!)]);
    expect(plan.add).toEqual([]);
    expect(plan.remove).toEqual([21]);
    expect([...plan.kept.values()].map((stored) => stored.id)).toEqual([20]);
  });

  test('copies a stored reference of another owner that the owner does not hold', () => {
    const projectRef = storedReferenceDraft(reference(30, 'c.txt', null));
    expect(referencePlan([], [projectRef]).add).toEqual([projectRef]);
  });

  test('nothing changed: nothing to add or delete', () => {
    const stored = [reference(1, 'a.txt', null), reference(2, null, 'n')];
    const plan = referencePlan(stored, stored.map(storedReferenceDraft));
    expect(plan.add).toEqual([]);
    expect(plan.remove).toEqual([]);
  });
});

describe('assetsInScope', () => {
  test('drops assignments of locales and steps the form no longer has', () => {
    const stepMemory = { ...memory, workflowStepId: 9, workflowStepName: 'Review' };
    const scoped = assetsInScope(
      { termBases: [termBase], transMemories: [memory, stepMemory], references: undefined },
      ['fr', 'de'],
      [4],
    );
    expect(scoped.termBases).toEqual([termBase]);
    expect(scoped.transMemories).toEqual([memory]);
    expect(assetsInScope({ ...scoped, references: [] }, ['fr'], []).termBases).toEqual([]);
  });
});

describe('saveAssetChanges', () => {
  afterEach(() => vi.unstubAllGlobals());

  function recordCalls(answer: (url: string, init: RequestInit) => Response) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return Promise.resolve(answer(url, init));
    });
    return calls;
  }

  test('sends nothing when nothing changed', async () => {
    const calls = recordCalls(() => new Response(null, { status: 500 }));
    const stored = reference(1, 'a.txt', null);
    const before: StoredAssets = {
      termBases: [termBase],
      transMemories: [memory],
      references: [stored],
    };
    const drafts: AssetDrafts = {
      termBases: [{ ...termBase }],
      transMemories: [{ ...memory }],
      references: [storedReferenceDraft(stored)],
    };
    await expect(saveAssetChanges(owner, before, drafts)).resolves.toEqual(drafts);
    expect(calls).toEqual([]);
  });

  test('leaves a kind that failed to load untouched', async () => {
    const calls = recordCalls(() => new Response(null, { status: 500 }));
    const drafts: AssetDrafts = {
      termBases: undefined,
      transMemories: undefined,
      references: undefined,
    };
    const before = { termBases: undefined, transMemories: undefined, references: undefined };
    await saveAssetChanges(owner, before, drafts);
    expect(calls).toEqual([]);
  });

  test('uploads new references, deletes removed ones and returns them as stored', async () => {
    const created = reference(40, null, 'fresh note');
    const calls = recordCalls((_url, init) =>
      init.method === 'POST'
        ? new Response(JSON.stringify(created), { status: 201 })
        : new Response(null, { status: 204 }),
    );
    const kept = reference(1, 'a.txt', null);
    const saved = await saveAssetChanges(
      owner,
      { termBases: [], transMemories: [], references: [kept, reference(2, null, 'gone')] },
      {
        termBases: [],
        transMemories: [],
        references: [storedReferenceDraft(kept), newDraft('new-1', 'fresh note')],
      },
    );
    expect(calls).toEqual([
      'POST /web/api/v2/referenceFile/create',
      'DELETE /web/api/v9/referenceFile/delete?referenceFile=2',
    ]);
    expect(saved.references?.map((row) => row.id)).toEqual([1, 40]);
  });
});
