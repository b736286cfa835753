import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { TmModeChange } from '@tessera/core';
import { assetMessages, TM_PENALTIES, type TmAssignment } from '@tessera/contracts';
import { aggregate, shared } from '../configure/aggregate';
import { ErrorLines } from '../configure/ErrorLines';
import { LocaleSelect } from '../configure/LocaleSelect';
import { ModeSwitch, type ConfigureMode } from '../configure/ModeSwitch';
import {
  changeTmCells,
  DEFAULT_TM_STEP,
  isOverridden,
  setOverride,
  tmErrors,
  tmPicksOf,
  type TmPick,
  type TmStep,
} from './tmCells';

const PENALTIES = TM_PENALTIES.map((penalty) => ({ value: String(penalty), label: `${penalty}%` }));

export interface TmConfigureProps {
  steps: TmStep[];
  locales: string[];
  cells: TmAssignment[];
  onChange: (cells: TmAssignment[]) => void;
  mode: ConfigureMode;
  changed: boolean;
  onSwitchMode: (mode: ConfigureMode) => void;
  initialStep: TmStep;
}

/** The configure step of the translation memory dialogs (spec 000 sections 2.4, 4 and 5). */
export function TmConfigure(props: TmConfigureProps) {
  const { steps, locales, cells, onChange, mode, changed, onSwitchMode } = props;
  const [locale, setLocale] = useState(locales[0] ?? '');
  const [step, setStep] = useState(props.initialStep);
  const shown = mode === 'allLocales' ? locales : [locale];
  const overridden = shown.filter((one) => isOverridden(cells, step, one));
  // A step that does not override a locale shows the Default memories there, read only.
  const cellsOf = (pick: TmPick) =>
    cells.filter(
      (cell) =>
        cell.id === pick.id &&
        shown.includes(cell.targetLang) &&
        cell.workflowStepId ===
          (overridden.includes(cell.targetLang) ? step.id : DEFAULT_TM_STEP.id),
    );
  const picks = tmPicksOf(cells).filter((pick) => cellsOf(pick).length > 0);
  const locked = step.id !== null && overridden.length === 0;
  const change = (pick: TmPick, tmChange: TmModeChange) =>
    onChange(changeTmCells(cells, pick.id, step, overridden, tmChange));
  const modeBox = (pick: TmPick, field: 'readMode' | 'writeMode', label: string) => {
    const values = cellsOf(pick);
    const noWrite = pick.isPublic || values.every((cell) => cell.isReverse);
    return (
      <Checkbox
        ariaLabel={`${label} ${pick.name}`}
        {...aggregate(values.map((cell) => cell[field]))}
        disabled={locked || (field === 'writeMode' && noWrite)}
        onChange={({ detail }) => change(pick, { field, value: detail.checked })}
      />
    );
  };
  const empty = cells.length === 0 ? assetMessages.noTmToConfigure : assetMessages.noTmsForLocale;
  return (
    <SpaceBetween size="m">
      <ModeSwitch mode={mode} changed={changed} onSwitch={onSwitchMode} />
      <SpaceBetween direction="horizontal" size="l">
        {steps.length > 1 && (
          <FormField label="Workflow step">
            <Select
              selectedOption={{ value: String(step.id), label: step.name }}
              options={steps.map((one) => ({ value: String(one.id), label: one.name }))}
              onChange={({ detail }) =>
                setStep(steps.find((one) => String(one.id) === detail.selectedOption.value) ?? step)
              }
            />
          </FormField>
        )}
        {mode === 'perLocale' && (
          <LocaleSelect locales={locales} value={locale} onChange={setLocale} />
        )}
      </SpaceBetween>
      {step.id !== null && (
        <Checkbox
          {...aggregate(shown.map((one) => overridden.includes(one)))}
          onChange={({ detail }) => onChange(setOverride(cells, step, shown, detail.checked))}
        >
          Override
        </Checkbox>
      )}
      <Table
        variant="embedded"
        items={picks}
        trackBy={(pick) => String(pick.id)}
        empty={<Box textAlign="center">{empty}</Box>}
        columnDefinitions={[
          { id: 'name', header: 'Name', cell: (pick) => pick.name },
          { id: 'read', header: 'Read', cell: (pick) => modeBox(pick, 'readMode', 'Read') },
          { id: 'write', header: 'Write', cell: (pick) => modeBox(pick, 'writeMode', 'Write') },
          {
            id: 'penalty',
            header: 'Penalty',
            cell: (pick) => {
              const value = shared(cellsOf(pick).map((cell) => cell.penalty));
              return (
                <Select
                  ariaLabel={`Penalty ${pick.name}`}
                  disabled={locked}
                  placeholder="Multiple"
                  selectedOption={
                    PENALTIES.find((option) => option.value === String(value)) ?? null
                  }
                  options={PENALTIES}
                  onChange={({ detail }) =>
                    change(pick, { field: 'penalty', value: Number(detail.selectedOption.value) })
                  }
                />
              );
            },
          },
        ]}
      />
      <ErrorLines lines={tmErrors(cells, steps, locales, mode === 'allLocales')} />
    </SpaceBetween>
  );
}
