import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../components/error-screen';

interface State {
  failed: boolean;
}

/** Last resort when a route set fails to load (offline, stale deploy): offers a reload. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
