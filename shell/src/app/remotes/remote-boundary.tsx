import { Component, type ReactNode } from 'react';
import { forgetFailedRemoteComponents } from './lazy-remote';
import { reportRemote } from './beacon';
import { RemoteLoadError, remoteEntryOf, resetRemote } from './load-remote';
import { InlineFallback, PageFallback } from './remote-fallback';
import { REMOTES, type RemoteName } from '@coffee/topology';
import { bumpRemoteGeneration, useRemoteGeneration } from './remote-status';

interface BoundaryProps {
  remote: RemoteName;
  variant: 'page' | 'inline';
  generation: number;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  retrying: boolean;
  generation: number;
}

/**
 * Catches a remote that fails to load or throws while rendering, and shows a fallback with a
 * Retry that really reloads the remote (no page reload): the runtime's state of that remote is
 * reset, the failed lazy components are dropped, and every failed boundary of the remote re-renders.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: null,
    retrying: false,
    generation: this.props.generation,
  };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error, retrying: false };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.generation !== state.generation)
      return { error: null, retrying: false, generation: props.generation };
    return null;
  }

  override componentDidCatch(error: Error) {
    // A load failure was reported where it happened; this is the remote's own code throwing.
    if (!(error instanceof RemoteLoadError))
      reportRemote(this.props.remote, remoteEntryOf(this.props.remote), 'render-failed');
  }

  private readonly retry = async () => {
    const { remote } = this.props;
    this.setState({ retrying: true });
    try {
      await resetRemote(remote);
    } catch {
      // The manifest itself is still unreachable: the next load fails and the fallback returns.
    }
    forgetFailedRemoteComponents(remote);
    bumpRemoteGeneration(remote);
  };

  override render() {
    const { error, retrying } = this.state;
    const { remote, variant, children } = this.props;
    if (!error) return children;
    const Fallback = variant === 'page' ? PageFallback : InlineFallback;
    return (
      <Fallback
        remote={remote}
        area={REMOTES[remote].area}
        retrying={retrying}
        onRetry={this.retry}
      />
    );
  }
}

export function RemoteBoundary(props: Omit<BoundaryProps, 'generation'>) {
  const generation = useRemoteGeneration(props.remote);
  return <RemoteErrorBoundary {...props} generation={generation} />;
}
