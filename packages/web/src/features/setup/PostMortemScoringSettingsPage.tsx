import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FORM_MAX_WIDTH, POST_MORTEM_VENDOR_NAME, shellMessages } from '@tessera/contracts';
import { messageOf } from '../../api/http';
import { usePostMortemScoringSettingsQuery } from '../../api/postMortemScoringSettings';
import { useSavePostMortemScoringSettings } from '../../api/savePostMortemScoringSettings';
import { useVendorTokensQuery } from '../../api/vendorTokens';
import { InfoLink } from '../../components/InfoLink';
import { PageSpinner } from '../../components/PageSpinner';
import { useBreadcrumbs } from '../../components/breadcrumbs';
import { setupTrail } from '../../components/setupSections';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFollow } from '../../components/useFollow';

const SETUP_PATH = '/web/setup/index';

/** /web/setup/postMortemScoringSettings: let the external vendor do Sampled Post-Delivery QA. */
export default function PostMortemScoringSettingsPage() {
  const settings = usePostMortemScoringSettingsQuery();
  const vendorTokens = useVendorTokensQuery();
  const save = useSavePostMortemScoringSettings();
  const navigate = useNavigate();
  const follow = useFollow();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  useDocumentTitle('Sampled Post-Delivery QA');
  useBreadcrumbs(setupTrail('Sampled Post-Delivery QA', '/web/setup/postMortemScoringSettings'));

  // Loading and saving share one dismissible alert with the first server message (spec 002 section 4).
  const failure = [save.error, settings.error, vendorTokens.error].find(
    (error) => error && error !== dismissedError,
  );
  if ((settings.isPending || vendorTokens.isPending) && !failure) return <PageSpinner />;
  const vendorPresent = Object.values(vendorTokens.data ?? {}).includes(POST_MORTEM_VENDOR_NAME);
  const checked = enabled ?? settings.data?.enabled ?? false;
  const submit = () => save.mutate(checked, { onSuccess: () => void navigate(SETUP_PATH) });

  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <Form
        header={
          <Header variant="h1" info={<InfoLink />}>
            Sampled Post-Delivery QA
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" href={SETUP_PATH} onFollow={follow}>
              Cancel
            </Button>
            <Button
              variant="primary"
              onClick={submit}
              loading={save.isPending}
              disabled={!settings.data}
            >
              Save
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          {failure !== undefined && (
            <Alert type="error" dismissible onDismiss={() => setDismissedError(failure)}>
              {messageOf(failure)}
            </Alert>
          )}
          {!vendorPresent && <Alert type="info">{shellMessages.postMortemVendorRequired}</Alert>}
          <Container>
            <Checkbox
              checked={checked}
              disabled={!vendorPresent}
              onChange={({ detail }) => setEnabled(detail.checked)}
              description={`${POST_MORTEM_VENDOR_NAME} scores samples of delivered jobs.`}
            >
              Allow {POST_MORTEM_VENDOR_NAME} to do Sampled Post-Delivery QA
            </Checkbox>
          </Container>
        </SpaceBetween>
      </Form>
    </div>
  );
}
