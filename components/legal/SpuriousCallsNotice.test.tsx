import { render, screen } from '@testing-library/react';
import { spuriousCallsRendering } from '@/content/hi/spuriousCalls';
import { IRDAI_SPURIOUS_CALLS } from '@/content/spuriousCalls';
import { SpuriousCallsNotice } from './SpuriousCallsNotice';

describe('SpuriousCallsNotice', () => {
  it('shows IRDAI’s words alone on an English page', () => {
    render(<SpuriousCallsNotice locale="en" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(IRDAI_SPURIOUS_CALLS.heading);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...IRDAI_SPURIOUS_CALLS.points]);
    expect(screen.queryByText(spuriousCallsRendering.heading)).toBeNull();
  });

  it('keeps IRDAI’s English words on a Hindi page, marked as English, with the Hindi rendering beside each', () => {
    render(<SpuriousCallsNotice locale="hi" headingLevel="h2" />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(IRDAI_SPURIOUS_CALLS.heading);
    expect(heading).toHaveTextContent(spuriousCallsRendering.heading);
    IRDAI_SPURIOUS_CALLS.points.forEach((point, i) => {
      expect(screen.getByText(point)).toHaveAttribute('lang', 'en-IN');
      expect(screen.getByText(spuriousCallsRendering.points[i] ?? '')).toBeInTheDocument();
    });
  });
});
