import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssetDrafts, AssetOwner } from '../assets/assetContext';
import type { ProjectForm } from './projectForm';
import { AssetSaveError, assetsInScope, saveAssets } from './saveAssets';

export interface WizardSaveOptions<Saved> {
  /** POST or PUT of the project or template. */
  saveRecord(form: ProjectForm): Promise<Saved>;
  ownerOf(saved: Saved): AssetOwner;
  /** 'Failed to create project: {error}' and its variants. */
  failureText(error: unknown): string;
  onSaved(saved: Saved): void;
  /** The record exists but some assets were not saved: the wizard goes on editing it. */
  onPartlySaved?(saved: Saved): void;
}

/** What the wizard shows of its save and how it starts one. */
export interface WizardSave {
  saving: boolean;
  /** The dismissible failure of the last save ('Failed to create project: …'). */
  saveError: string | null;
  dismissSaveError(): void;
  /** Resolves to the assets as stored when the wizard stays open after a partial save. */
  submit(form: ProjectForm, assets: AssetDrafts): Promise<AssetDrafts | null>;
}

// The live panels elsewhere read these; after a save they load again.
const assetQueryRoots = ['termBaseAssignments', 'transMemoryAssignments', 'referenceFiles'];

/**
 * The wizard's save: the record first, then its term bases, references and memories (spec 000
 * section 7). Resolves to the asset drafts as stored when the wizard stays open after a failure.
 */
export function useWizardSave<Saved>(options: WizardSaveOptions<Saved>): WizardSave {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (form: ProjectForm, assets: AssetDrafts): Promise<AssetDrafts | null> => {
    setSaving(true);
    setSaveError(null);
    let saved: Saved;
    try {
      saved = await options.saveRecord(form);
    } catch (error) {
      setSaving(false);
      setSaveError(options.failureText(error));
      return null;
    }
    try {
      const drafts = assetsInScope(assets, form.targetLocales, form.workflowStepIds);
      await saveAssets(options.ownerOf(saved), drafts);
      options.onSaved(saved);
      return null;
    } catch (error) {
      options.onPartlySaved?.(saved);
      setSaveError(options.failureText(error));
      return error instanceof AssetSaveError ? error.assets : null;
    } finally {
      setSaving(false);
      for (const root of assetQueryRoots) void queryClient.invalidateQueries({ queryKey: [root] });
    }
  };
  return { saving, saveError, dismissSaveError: () => setSaveError(null), submit };
}
