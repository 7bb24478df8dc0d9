import { Component, type ReactNode } from 'react';

/** Renders nothing instead of its children when they throw: a dashboard block that fails hides itself (SPEC §2, §8). */
export class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
