import { Component, type ErrorInfo, type ReactNode } from 'react';
import { publishMetric } from '../../api/tracker';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  /** The location: a change of it clears the error (spec 002 section 4). */
  resetKey: string;
  /** Lets the owner retry what failed (e.g. reset a failed session query) before rendering again. */
  onReset?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** The global error screen: shown when a page fails to render, gone on 'Try again' or navigation. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
    void publishMetric({
      name: 'errorBoundaryShown',
      dimensions: [{ name: 'path', value: window.location.pathname }],
    });
  }

  private readonly tryAgain = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? <ErrorScreen onTryAgain={this.tryAgain} /> : this.props.children;
  }
}
