import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { format, jobOfferMessages, shellMessages, type VendorJobOffer } from '@tessera/contracts';
import { useState } from 'react';
import { useAcceptJobOffer } from '../../api/acceptJobOffer';
import { useDeclineJobOffer } from '../../api/declineJobOffer';
import { messageOf } from '../../api/http';
import { useVendorJobOffersQuery } from '../../api/vendorJobOffers';
import { InfoLink } from '../../components/InfoLink';
import { useFlash } from '../../components/flash';
import { jobErrorText } from '../../components/jobFacts';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { offerColumns } from './offerColumns';

const offerKey = (offer: VendorJobOffer) => `${offer.offerId}-${offer.vendor.id}`;
const offerLabel = (offer: VendorJobOffer) =>
  `${offer.fileName} ${offer.targetLocale} for ${offer.vendor.name}`;

/** /web/job/offers: the open offers to the vendors the user acts for, to accept or decline. */
export default function JobOffersPage() {
  const offers = useVendorJobOffersQuery();
  const accept = useAcceptJobOffer();
  const decline = useDeclineJobOffer();
  const { showFlash } = useFlash();
  const { formatDateTime } = useDates();
  const [selected, setSelected] = useState<VendorJobOffer | null>(null);
  useDocumentTitle(jobOfferMessages.pageTitle);
  const list = offers.data?.offers ?? [];
  // The selection follows the list: an offer answered or closed meanwhile is no longer chosen.
  const chosen = list.find((offer) => selected && offerKey(offer) === offerKey(selected)) ?? null;

  const answer = (kind: 'accept' | 'decline') => {
    if (!chosen) return;
    const mutation = kind === 'accept' ? accept : decline;
    const values = {
      fileName: chosen.fileName,
      locale: chosen.targetLocale,
      vendor: chosen.vendor.name,
    };
    mutation.mutate(
      { offerId: chosen.offerId, vendorId: chosen.vendor.id },
      {
        onSuccess: () => {
          setSelected(null);
          showFlash({
            type: 'success',
            content: format(
              kind === 'accept' ? jobOfferMessages.accepted : jobOfferMessages.declined,
              values,
            ),
          });
        },
        onError: (error) =>
          showFlash({
            type: 'error',
            header: shellMessages.genericFlashHeader,
            content: format(shellMessages.genericFlashContentWithError, { e: jobErrorText(error) }),
          }),
      },
    );
  };
  const busy = accept.isPending || decline.isPending;
  return (
    <Table
      variant="full-page"
      items={list}
      trackBy={offerKey}
      selectionType="single"
      selectedItems={chosen ? [chosen] : []}
      onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0] ?? null)}
      ariaLabels={{
        selectionGroupLabel: jobOfferMessages.pageTitle,
        itemSelectionLabel: (_, offer) => offerLabel(offer),
        allItemsSelectionLabel: () => jobOfferMessages.pageTitle,
      }}
      columnDefinitions={offerColumns(formatDateTime)}
      wrapLines={false}
      loading={offers.isPending}
      loadingText="Loading job offers"
      empty={
        <Box textAlign="center" color="inherit">
          {offers.isError
            ? format(jobOfferMessages.loadFailed, { error: messageOf(offers.error) })
            : jobOfferMessages.empty}
        </Box>
      }
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={offers.data ? `(${list.length})` : undefined}
          description={jobOfferMessages.pageDescription}
          info={<InfoLink />}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                disabled={!chosen || busy}
                loading={decline.isPending}
                onClick={() => answer('decline')}
              >
                {jobOfferMessages.decline}
              </Button>
              <Button
                variant="primary"
                disabled={!chosen || busy}
                loading={accept.isPending}
                onClick={() => answer('accept')}
              >
                {jobOfferMessages.accept}
              </Button>
            </SpaceBetween>
          }
        >
          {jobOfferMessages.pageTitle}
        </Header>
      }
    />
  );
}
