import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** The configuration errors of spec 000 section 5, one alert line each; any of them blocks Save. */
export function ErrorLines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <SpaceBetween size="xs">
      {lines.map((line) => (
        <Alert key={line} type="error">
          {line}
        </Alert>
      ))}
    </SpaceBetween>
  );
}
