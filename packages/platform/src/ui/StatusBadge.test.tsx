import { render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows its text with its tone, and passes on the attributes it is given', () => {
    render(
      <StatusBadge tone="warning" id="wei-status" data-status="pending_requirements">
        Missing Requirements
      </StatusBadge>,
    );
    const badge = screen.getByText('Missing Requirements');
    expect(badge.dataset.tone).toBe('warning');
    expect(badge.dataset.status).toBe('pending_requirements');
    expect(badge.id).toBe('wei-status');
  });

  it('comes in a smaller size for list rows', () => {
    render(
      <>
        <StatusBadge tone="neutral">Archived</StatusBadge>
        <StatusBadge tone="neutral" size="small">
          Optional
        </StatusBadge>
      </>,
    );
    expect(getComputedStyle(screen.getByText('Archived')).fontSize).toBe('0.875rem');
    expect(getComputedStyle(screen.getByText('Optional')).fontSize).toBe('0.75rem');
  });
});
