import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Waiting } from '../OverviewTab';
import { renderAdmin } from '../../../tests/support/components';

describe('the Overview’s waiting card', () => {
  it('flags employers past their response date beside the 48-hour flag, linking to the jobs', async () => {
    renderAdmin(<Waiting overdue={{ applications: 0, enquiries: 0 }} lateEmployers={2} />);
    const flag = await screen.findByTestId('late-employers');
    expect(flag.textContent).toBe('2 employers are past their response date on a shortlist');
    expect(flag.querySelector('a')?.getAttribute('href')).toBe('#jobs');
  });

  it('shows no flag when no employer is late', () => {
    renderAdmin(<Waiting overdue={{ applications: 0, enquiries: 0 }} lateEmployers={0} />);
    expect(screen.queryByTestId('late-employers')).toBeNull();
  });
});
