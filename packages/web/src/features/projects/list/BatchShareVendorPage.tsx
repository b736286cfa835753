import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { format, projectListMessages, projectMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useLookupListQuery } from '../../../api/lookupLists';
import { useShareProjects } from '../../../api/shareProjects';
import { useFlash } from '../../../components/flash';
import { useDocumentTitle } from '../../../components/useDocumentTitle';

const PROJECT_LIST = '/web/project/list';

// A vendor list that fails on the network or with 403 stays quiet (spec 000 section 8).
const quietFailure = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 403);

/** /web/project/batchAssignVendor?projectSelection=uid,uid: share projects with vendors. */
export default function BatchShareVendorPage() {
  useDocumentTitle('Share projects');
  const [search] = useSearchParams();
  const uids = (search.get('projectSelection') ?? '').split(',').filter(Boolean);
  const vendors = useLookupListQuery('vendor');
  const share = useShareProjects();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const [vendorIds, setVendorIds] = useState<string[]>([]);
  const options = (vendors.data ?? []).map((vendor) => ({
    value: String(vendor.id),
    label: vendor.name,
  }));

  const submit = () =>
    share.mutate(
      { uids, vendorIds: vendorIds.map(Number) },
      {
        onSuccess: () => {
          const names = options.filter((o) => vendorIds.includes(o.value)).map((o) => o.label);
          const content = format(projectListMessages.shared, { vendors: names.join(', ') });
          showFlash({ type: 'success', content }, { path: PROJECT_LIST });
          void navigate(PROJECT_LIST);
        },
      },
    );
  return (
    <Form
      header={<Header variant="h1">Share projects</Header>}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={() => void navigate(-1)}>
            Cancel
          </Button>
          <Button
            variant="primary"
            disabled={uids.length === 0 || vendorIds.length === 0}
            loading={share.isPending}
            onClick={submit}
          >
            Share
          </Button>
        </SpaceBetween>
      }
      errorText={share.isError ? messageOf(share.error) : undefined}
    >
      <Container>
        <SpaceBetween size="m">
          {vendors.isError && !quietFailure(vendors.error) && (
            <Alert type="error">
              {format(projectMessages.loadVendorsFailed, { error: messageOf(vendors.error) })}
            </Alert>
          )}
          <FormField label="Vendors" description={`${uids.length} projects selected.`}>
            <Multiselect
              selectedOptions={options.filter((option) => vendorIds.includes(option.value))}
              options={options}
              statusType={vendors.isPending ? 'loading' : 'finished'}
              placeholder="Choose vendors"
              onChange={({ detail }) =>
                setVendorIds(detail.selectedOptions.map((option) => option.value ?? ''))
              }
            />
          </FormField>
        </SpaceBetween>
      </Container>
    </Form>
  );
}
