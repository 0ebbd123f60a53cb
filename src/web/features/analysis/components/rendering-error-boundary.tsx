import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * §8: a card that fails to render shows 'Rendering Error' with expandable details; the rest of the page keeps
 * working. `resetKey` changes (e.g. the finding's data) give the card another try.
 */
export class RenderingErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Rendering error in an analysis card:', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: unknown }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <TriangleAlert className="size-4" aria-hidden="true" />
          Rendering Error
        </p>
        <p className="mt-1 text-muted-foreground">Something went wrong rendering this component.</p>
        <details className="mt-2">
          <summary className="cursor-pointer text-xs font-medium text-muted-foreground">Error details</summary>
          <pre className="mt-2 overflow-x-auto rounded-md bg-muted p-2 text-xs whitespace-pre-wrap">
            {error.message || String(error)}
          </pre>
        </details>
      </div>
    );
  }
}
