import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useSearchParams } from 'react-router';
import { DEFAULT_HEALTH_ENV, shellMessages } from '@tessera/contracts';
import { useHealthCheckQuery } from '../../api/healthCheck';
import { isApiError } from '../../api/http';
import { useShellSession } from '../../components/session';
import { useDocumentTitle } from '../../components/useDocumentTitle';

function HealthState({ env }: { env: string }) {
  const health = useHealthCheckQuery(env);
  if (health.isPending) return <StatusIndicator type="loading">Checking health</StatusIndicator>;
  if (health.isError) {
    const message =
      isApiError(health.error) && health.error.fromServer ? health.error.firstMessage : '';
    return (
      <StatusIndicator type="error">{message || shellMessages.healthCheckFailed}</StatusIndicator>
    );
  }
  const up = health.data.status === 'UP';
  return (
    <StatusIndicator type={up ? 'success' : 'error'}>
      <span data-testid="health-status">{health.data.status}</span>
    </StatusIndicator>
  );
}

/** /healthCheck?env=: the state of one environment, beta2 by default. */
export default function HealthPage() {
  const { shellConfig } = useShellSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const env = searchParams.get('env') || DEFAULT_HEALTH_ENV;
  useDocumentTitle('Health');
  const environments = shellConfig.healthEnvironments.includes(env)
    ? shellConfig.healthEnvironments
    : [...shellConfig.healthEnvironments, env];
  return (
    <ContentLayout header={<Header variant="h1">Health</Header>}>
      <Container header={<Header variant="h2">Environment {env}</Header>}>
        <SpaceBetween size="m">
          {environments.length > 1 && (
            <SegmentedControl
              label="Environment"
              selectedId={env}
              options={environments.map((name) => ({ id: name, text: name }))}
              onChange={({ detail }) => setSearchParams({ env: detail.selectedId })}
            />
          )}
          <Box variant="awsui-key-label">Status</Box>
          <HealthState env={env} />
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
