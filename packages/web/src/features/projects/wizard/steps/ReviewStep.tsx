import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { projectMessages } from '@tessera/contracts';
import type { AssetChange } from '../assetReview';
import type { FieldChange } from '../reviewDiff';
import type { WizardLookups } from '../useWizardLookups';
import { changeLabel, changeValue } from './reviewValues';

interface Props {
  stepTitles: readonly string[];
  changes: readonly FieldChange[];
  /** The Assets step's changes (its own summary lines). */
  assetChanges: readonly AssetChange[];
  lookups: WizardLookups;
  onEdit(step: number): void;
}

const ASSETS_STEP = 1;

/** One summary of a step: its changed values, or 'No changes'. */
export function StepSummary({
  changes,
  assetChanges = [],
  lookups,
}: {
  changes: readonly FieldChange[];
  assetChanges?: readonly AssetChange[];
  lookups: WizardLookups;
}) {
  if (changes.length === 0 && assetChanges.length === 0)
    return <Box color="text-body-secondary">{projectMessages.noChanges}</Box>;
  return (
    <KeyValuePairs
      columns={2}
      items={[
        ...changes.map((change) => ({
          label: changeLabel(change),
          value: changeValue(change, lookups),
        })),
        ...assetChanges,
      ]}
    />
  );
}

/** Step 7: only the changed values, step by step (spec 000 section 2.3). */
export function ReviewStep({ stepTitles, changes, assetChanges, lookups, onEdit }: Props) {
  return (
    <SpaceBetween size="l">
      {changes.length === 0 && assetChanges.length === 0 && (
        <Box variant="p">{projectMessages.noChanges}</Box>
      )}
      {stepTitles.map((title, step) => (
        <Container
          key={title}
          header={
            <Header
              variant="h2"
              actions={<Button onClick={() => onEdit(step)}>Edit</Button>}
            >{`Step ${step + 1}: ${title}`}</Header>
          }
        >
          <StepSummary
            changes={changes.filter((change) => change.step === step)}
            assetChanges={step === ASSETS_STEP ? assetChanges : []}
            lookups={lookups}
          />
        </Container>
      ))}
    </SpaceBetween>
  );
}
