import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { ImportField } from './ImportField';
import { importFields, importSectionTitles } from './importFields';
import type { StepProps } from './stepProps';

/** Step 3: every file import setting, one expandable section per format (spec 001 section 3). */
export function ImportSettingsStep({ form, onChange, errors, lookups }: StepProps) {
  const settings = form.importSettings;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set(['General']));
  const toggle = (title: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(title);
      else next.delete(title);
      return next;
    });
  return (
    <SpaceBetween size="s">
      {importSectionTitles.map((title) => {
        const fields = importFields.filter((field) => field.section === title);
        // A section holding an error opens so that the message is seen.
        const hasError = fields.some((field) => errors[field.key]);
        return (
          <ExpandableSection
            key={title}
            headerText={title}
            variant="container"
            expanded={hasError || expanded.has(title)}
            onChange={({ detail }) => toggle(title, detail.expanded)}
          >
            <SpaceBetween size="m">
              {fields.map((field) => (
                <ImportField
                  key={field.key}
                  field={field}
                  settings={settings}
                  lookups={lookups}
                  error={errors[field.key]}
                  onChange={(patch) => onChange({ importSettings: { ...settings, ...patch } })}
                />
              ))}
            </SpaceBetween>
          </ExpandableSection>
        );
      })}
    </SpaceBetween>
  );
}
