// `npm run docs:scoring`: writes the sample workbooks of docs/scoring.md (a scoring model and a
// template mapping) with the project's own XLSX writer; a test imports the committed files.
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SCORING_CATEGORIES,
  DEFAULT_SCORING_SEVERITIES,
  scoringWorkbookLabels as labels,
} from '@tessera/contracts';
import { writeXlsxTable, type XlsxCell } from '@tessera/filters';

const folder = path.resolve(import.meta.dirname, '../docs/scoring');

const model: XlsxCell[][] = [
  [labels.name, 'Tessera MQM'],
  [labels.version, 1],
  [labels.threshold, 98],
  [labels.unitWords, 1000],
  [],
  [labels.severity, labels.weight],
  ...DEFAULT_SCORING_SEVERITIES.map((severity) => [severity.name, severity.weight]),
  [],
  [labels.category, labels.subcategory],
  ...DEFAULT_SCORING_CATEGORIES.flatMap((category) =>
    category.subcategories.map((subcategory) => [category.name, subcategory]),
  ),
];

const mapping: XlsxCell[][] = [
  [labels.projectTemplate, labels.scoringModel, labels.version],
  ['Marketing DE', 'Tessera MQM', 1],
];

fs.mkdirSync(folder, { recursive: true });
fs.writeFileSync(
  path.join(folder, 'sample-scoring-model.xlsx'),
  writeXlsxTable('Scoring model', model),
);
fs.writeFileSync(
  path.join(folder, 'sample-template-mapping.xlsx'),
  writeXlsxTable('Mapping', mapping),
);
console.log(`Wrote the sample workbooks to ${path.relative(process.cwd(), folder)}`);
