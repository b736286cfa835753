import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { format, jobOfferMessages, shellMessages, type JobPart } from '@tessera/contracts';
import { useState } from 'react';
import { useLookupListQuery } from '../../../../api/lookupLists';
import { useOfferJobs } from '../../../../api/offerJobs';
import { ModalFooter } from '../../../../components/ModalFooter';
import { useFlash } from '../../../../components/flash';
import { jobErrorText } from '../../../../components/jobFacts';
import { offerable } from '../../../../components/jobOfferFacts';

interface Props {
  projectUid: string;
  selected: readonly JobPart[];
  disabled: boolean;
}

function OfferModal({
  projectUid,
  selected,
  onClose,
}: Omit<Props, 'disabled'> & { onClose(): void }) {
  const vendors = useLookupListQuery('vendor');
  const offer = useOfferJobs();
  const { showFlash } = useFlash();
  const [chosen, setChosen] = useState<readonly MultiselectProps.Option[]>([]);
  const options = (vendors.data ?? []).map((vendor) => ({
    value: String(vendor.id),
    label: vendor.name,
  }));
  const submit = () =>
    offer.mutate(
      {
        projectUid,
        jobPartIds: selected.map((job) => job.id),
        vendorIds: chosen.map((option) => Number(option.value)),
      },
      {
        onSuccess: ({ jobs }) => {
          showFlash({
            type: 'success',
            content: format(jobOfferMessages.offerDone, { count: jobs.length }),
          });
          onClose();
        },
      },
    );
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={jobOfferMessages.offerTitle}
      footer={
        <ModalFooter
          onCancel={onClose}
          primary={{
            text: jobOfferMessages.offerButton,
            onClick: submit,
            loading: offer.isPending,
            disabled: chosen.length === 0,
          }}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>{jobOfferMessages.offerIntro}</Box>
        {vendors.isSuccess && options.length === 0 ? (
          <Alert type="info">{jobOfferMessages.noVendors}</Alert>
        ) : (
          <FormField label={jobOfferMessages.vendorsLabel}>
            <Multiselect
              selectedOptions={chosen}
              options={options}
              statusType={vendors.isPending ? 'loading' : 'finished'}
              placeholder={jobOfferMessages.vendorsPlaceholder}
              filteringType="auto"
              onChange={({ detail }) => setChosen(detail.selectedOptions)}
            />
          </FormField>
        )}
        {offer.isError && (
          <Alert type="error" header={shellMessages.genericFlashHeader}>
            {format(shellMessages.genericFlashContentWithError, { e: jobErrorText(offer.error) })}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}

/** The job list's Offer to vendors: a modal to choose the vendors the selected jobs go to. */
export function OfferJobsButton({ projectUid, selected, disabled }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={disabled || !offerable(selected)} onClick={() => setOpen(true)}>
        {jobOfferMessages.offerButton}
      </Button>
      {open && (
        <OfferModal projectUid={projectUid} selected={selected} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
