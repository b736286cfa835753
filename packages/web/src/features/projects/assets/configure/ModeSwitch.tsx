import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { assetMessages } from '@tessera/contracts';

export type ConfigureMode = 'perLocale' | 'allLocales';

interface Props {
  mode: ConfigureMode;
  /** Whether the cells differ from where the step started: only then does switching ask first. */
  changed: boolean;
  /** Called once the user confirmed; the caller drops the unsaved changes. */
  onSwitch: (mode: ConfigureMode) => void;
}

/** Per-locale or all-locales configuration; switching with changes asks first (spec 000 section 2.4). */
export function ModeSwitch({ mode, changed, onSwitch }: Props) {
  const [asked, setAsked] = useState<ConfigureMode | null>(null);
  return (
    <>
      <SegmentedControl
        label="Configuration mode"
        selectedId={mode}
        options={[
          { id: 'perLocale', text: 'Per locale' },
          { id: 'allLocales', text: 'All locales' },
        ]}
        onChange={({ detail }) => {
          const next = detail.selectedId as ConfigureMode;
          if (changed) setAsked(next);
          else onSwitch(next);
        }}
      />
      {asked !== null && (
        <Modal
          visible
          header="Are you sure?"
          onDismiss={() => setAsked(null)}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={() => setAsked(null)}>
                  Cancel
                </Button>
                <Button
                  variant="primary"
                  onClick={() => {
                    onSwitch(asked);
                    setAsked(null);
                  }}
                >
                  Ok
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {assetMessages.configureModeSwitch}
        </Modal>
      )}
    </>
  );
}
