import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { TbModeField } from '@tessera/core';
import { assetMessages, type TbAssignment } from '@tessera/contracts';
import { aggregate, shared } from '../configure/aggregate';
import { ErrorLines } from '../configure/ErrorLines';
import { LocaleSelect } from '../configure/LocaleSelect';
import { ModeSwitch, type ConfigureMode } from '../configure/ModeSwitch';
import { TB_PRIORITY_MULTIPLE, TB_PRIORITY_OPTIONS } from './tbLabels';
import { changeTbCells, tbErrors, tbPicksOf, type TbPick } from './tbCells';

interface Props {
  locales: string[];
  cells: TbAssignment[];
  onChange: (cells: TbAssignment[]) => void;
  mode: ConfigureMode;
  changed: boolean;
  onSwitchMode: (mode: ConfigureMode) => void;
}

/** The configure step of the term base dialogs (spec 000 sections 2.4, 4 and 5). */
export function TbConfigure({ locales, cells, onChange, mode, changed, onSwitchMode }: Props) {
  const [locale, setLocale] = useState(locales[0] ?? '');
  const shown = mode === 'allLocales' ? locales : [locale];
  const cellsOf = (pick: TbPick) =>
    cells.filter((cell) => cell.termBase.id === pick.id && shown.includes(cell.targetLang));
  const picks = tbPicksOf(cells).filter((pick) => cellsOf(pick).length > 0);
  const change = (pick: TbPick, field: TbModeField | 'priority', value: boolean | number) =>
    onChange(
      changeTbCells(
        cells,
        pick.id,
        shown,
        field === 'priority' ? { field, value: Number(value) } : { field, value: Boolean(value) },
      ),
    );
  const modeBox = (pick: TbPick, field: TbModeField, label: string) => (
    <Checkbox
      ariaLabel={`${label} ${pick.name}`}
      {...aggregate(cellsOf(pick).map((cell) => cell[field]))}
      disabled={field === 'writeMode' && pick.isPublic}
      onChange={({ detail }) => change(pick, field, detail.checked)}
    />
  );
  return (
    <SpaceBetween size="m">
      <ModeSwitch mode={mode} changed={changed} onSwitch={onSwitchMode} />
      {mode === 'perLocale' && (
        <LocaleSelect locales={locales} value={locale} onChange={setLocale} />
      )}
      <Table
        variant="embedded"
        items={picks}
        trackBy={(pick) => String(pick.id)}
        empty={<Box textAlign="center">{assetMessages.thereAreNoTermBases}</Box>}
        columnDefinitions={[
          { id: 'name', header: 'Name', cell: (pick) => pick.name },
          { id: 'read', header: 'Read', cell: (pick) => modeBox(pick, 'readMode', 'Read') },
          { id: 'write', header: 'Write', cell: (pick) => modeBox(pick, 'writeMode', 'Write') },
          { id: 'qa', header: 'QA', cell: (pick) => modeBox(pick, 'qualityAssurance', 'QA') },
          {
            id: 'priority',
            header: 'Priority',
            cell: (pick) => {
              const value = shared(cellsOf(pick).map((cell) => cell.priority));
              return (
                <Select
                  ariaLabel={`Priority ${pick.name}`}
                  selectedOption={
                    value === undefined
                      ? TB_PRIORITY_MULTIPLE
                      : (TB_PRIORITY_OPTIONS[value] ?? TB_PRIORITY_MULTIPLE)
                  }
                  options={TB_PRIORITY_OPTIONS}
                  onChange={({ detail }) =>
                    change(pick, 'priority', Number(detail.selectedOption.value))
                  }
                />
              );
            },
          },
        ]}
      />
      <ErrorLines lines={tbErrors(cells, mode === 'allLocales')} />
    </SpaceBetween>
  );
}
