import { render } from '@testing-library/react';
import { LineIcon } from './line-icon.tsx';

describe('LineIcon', () => {
  it('draws a decorative line icon in the text colour from one path', () => {
    const { container } = render(<LineIcon d="M15 18l-6-6 6-6" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M15 18l-6-6 6-6');
  });

  it('takes shapes as children and lets a use change its look', () => {
    const { container } = render(
      <LineIcon width={12} fill="currentColor">
        <circle cx="12" cy="12" r="3" />
      </LineIcon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '12');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg?.querySelector('circle')).not.toBeNull();
    expect(svg?.querySelector('path')).toBeNull();
  });
});
