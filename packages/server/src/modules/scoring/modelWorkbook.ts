import {
  DEFAULT_SCORING_CATEGORIES,
  DEFAULT_SCORING_SEVERITIES,
  format,
  scoringMessages,
  scoringWorkbookLabels as labels,
  type ScoringCategory,
  type ScoringSeverity,
} from '@tessera/contracts';
import { fieldError } from '../../http/errors.js';

export interface SheetRow {
  row: number;
  cells: string[];
}

/** A scoring model as its workbook gives it; the version is the next one when the file has none. */
export interface ModelWorkbook {
  name: string;
  version: number | undefined;
  threshold: number;
  unitWords: number;
  severities: ScoringSeverity[];
  categories: ScoringCategory[];
}

const MAX_NAME_LENGTH = 255;
const DEFAULT_UNIT_WORDS = 1000;

export const workbookRefusal = (message: string, values: Record<string, string | number> = {}) =>
  fieldError('scoringFileName', format(message, values));

const same = (cell: string | undefined, label: string) =>
  (cell ?? '').trim().toLowerCase() === label.toLowerCase();
const isBlank = (row: SheetRow) => row.cells.every((cell) => cell.trim() === '');

function wholeNumber(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : undefined;
}

type Section = 'settings' | 'severities' | 'categories';

/**
 * Reads a model from its sheet's rows (docs/scoring.md): label rows (Name, Version, Pass
 * threshold (%), Score unit (words)), then a "Severity | Weight" section and a "Category |
 * Subcategory" section, each optional and then MQM Core's. Blank rows are skipped.
 */
export function readModelWorkbook(rows: readonly SheetRow[]): ModelWorkbook {
  const settings = new Map<string, { value: string; row: number }>();
  const severities: ScoringSeverity[] = [];
  const categories: ScoringCategory[] = [];
  let section: Section = 'settings';
  for (const row of rows) {
    if (isBlank(row)) continue;
    const [first = '', second = ''] = row.cells.map((cell) => cell.trim());
    if (same(first, labels.severity) && same(second, labels.weight)) section = 'severities';
    else if (same(first, labels.category) && same(second, labels.subcategory))
      section = 'categories';
    else if (section === 'severities') addSeverity(severities, first, second, row.row);
    else if (section === 'categories') addCategory(categories, first, second, row.row);
    else addSetting(settings, first, second, row.row);
  }
  const name = settings.get(labels.name.toLowerCase());
  if (!name || name.value === '') throw workbookRefusal(scoringMessages.nameMissing);
  if (name.value.length > MAX_NAME_LENGTH)
    throw workbookRefusal(scoringMessages.nameTooLong, { row: name.row });
  const version = settings.get(labels.version.toLowerCase());
  const threshold = settings.get(labels.threshold.toLowerCase());
  if (!threshold) throw workbookRefusal(scoringMessages.thresholdMissing);
  const unit = settings.get(labels.unitWords.toLowerCase());
  const chosenSeverities = severities.length > 0 ? severities : [...DEFAULT_SCORING_SEVERITIES];
  if (!chosenSeverities.some((severity) => severity.weight > 0))
    throw workbookRefusal(scoringMessages.noPenalty);
  return {
    name: name.value,
    version: version ? versionOf(version) : undefined,
    threshold: thresholdOf(threshold),
    unitWords: unit ? unitOf(unit) : DEFAULT_UNIT_WORDS,
    severities: chosenSeverities,
    categories: categories.length > 0 ? categories : [...DEFAULT_SCORING_CATEGORIES],
  };
}

const settingLabels = [labels.name, labels.version, labels.threshold, labels.unitWords];

function addSetting(
  settings: Map<string, { value: string; row: number }>,
  label: string,
  value: string,
  row: number,
): void {
  const known = settingLabels.find((candidate) => same(label, candidate));
  if (!known) throw workbookRefusal(scoringMessages.unknownLabel, { label, row });
  const key = known.toLowerCase();
  if (settings.has(key)) throw workbookRefusal(scoringMessages.labelTwice, { label: known, row });
  settings.set(key, { value, row });
}

function addSeverity(list: ScoringSeverity[], name: string, weightText: string, row: number) {
  if (name === '') throw workbookRefusal(scoringMessages.severityNameMissing, { row });
  const weight = Number(weightText);
  if (weightText === '' || !Number.isFinite(weight) || weight < 0)
    throw workbookRefusal(scoringMessages.weightInvalid, { severity: name, row });
  if (list.some((severity) => same(severity.name, name)))
    throw workbookRefusal(scoringMessages.severityTwice, { severity: name, row });
  list.push({ name, weight });
}

function addCategory(list: ScoringCategory[], name: string, subcategory: string, row: number) {
  if (name === '') throw workbookRefusal(scoringMessages.categoryNameMissing, { row });
  let category = list.find((candidate) => same(candidate.name, name));
  if (!category) {
    category = { name, subcategories: [] };
    list.push(category);
  }
  if (subcategory === '') return;
  if (category.subcategories.some((known) => same(known, subcategory)))
    throw workbookRefusal(scoringMessages.subcategoryTwice, { category: name, subcategory, row });
  category.subcategories.push(subcategory);
}

function versionOf({ value, row }: { value: string; row: number }): number {
  const version = wholeNumber(value);
  if (version === undefined) throw workbookRefusal(scoringMessages.versionInvalid, { row });
  return version;
}

function thresholdOf({ value, row }: { value: string; row: number }): number {
  const threshold = Number(value.trim().replace(/%$/, ''));
  if (value.trim() === '' || !Number.isFinite(threshold) || threshold < 0 || threshold > 100)
    throw workbookRefusal(scoringMessages.thresholdInvalid, { row });
  return threshold;
}

function unitOf({ value, row }: { value: string; row: number }): number {
  const unit = wholeNumber(value);
  if (unit === undefined) throw workbookRefusal(scoringMessages.unitInvalid, { row });
  return unit;
}
