import Button from '@cloudscape-design/components/button';
import { format, jobOfferMessages, shellMessages, type JobPart } from '@tessera/contracts';
import { useWithdrawJobOffers } from '../../../../api/withdrawJobOffers';
import { useFlash } from '../../../../components/flash';
import { jobErrorText } from '../../../../components/jobFacts';
import { withdrawable } from '../../../../components/jobOfferFacts';

interface Props {
  projectUid: string;
  selected: readonly JobPart[];
  disabled: boolean;
}

/** The job list's Withdraw offer: closes the open offers of the selected jobs. */
export function WithdrawOfferButton({ projectUid, selected, disabled }: Props) {
  const withdraw = useWithdrawJobOffers();
  const { showFlash } = useFlash();
  const submit = () =>
    withdraw.mutate(
      { projectUid, jobPartIds: selected.map((job) => job.id) },
      {
        onSuccess: ({ jobs }) =>
          showFlash({
            type: 'success',
            content: format(jobOfferMessages.withdrawDone, { count: jobs.length }),
          }),
        onError: (error) =>
          showFlash({
            type: 'error',
            header: shellMessages.genericFlashHeader,
            content: format(shellMessages.genericFlashContentWithError, { e: jobErrorText(error) }),
          }),
      },
    );
  return (
    <Button
      disabled={disabled || !withdrawable(selected)}
      loading={withdraw.isPending}
      onClick={submit}
    >
      {jobOfferMessages.withdrawButton}
    </Button>
  );
}
