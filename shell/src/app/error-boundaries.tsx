import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Container, Muted } from '@coffee/ui';

const Wrap = styled(Container)`
  padding: 3rem 1rem;
`;

const Panel = styled(Card)`
  max-width: 36rem;
  margin: 0 auto;
  text-align: center;
  h1 {
    font-size: 1.5rem;
  }
`;

/**
 * Around the shell's own lazily loaded pages: their chunk comes from the shell's server, so a
 * failure means the deployment changed or the network dropped, and a reload is the cure.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Wrap>
        <Panel role="alert">
          <h1>Something went wrong</h1>
          <Muted>This page could not be shown. Reloading usually fixes it.</Muted>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </Panel>
      </Wrap>
    );
  }
}

/** For extras such as the chat widget: if it breaks, the page simply goes on without it (React logs why). */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
