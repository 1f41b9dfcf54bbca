import { fireEvent, render, screen } from '@testing-library/react';
import { CdnImage } from './cdn-image.tsx';
import { pickCdn, resetImageCdns, resolveImageUrl, setImageCdns } from './cdn-origin.ts';

afterEach(() => resetImageCdns());

describe('pickCdn', () => {
  const list = ['https://a.example', 'https://b.example/', 'c.example'];

  it('picks by the random number', () => {
    expect(pickCdn(list, '', () => 0)).toBe('https://a.example');
    expect(pickCdn(list, '', () => 0.5)).toBe('https://b.example');
    expect(pickCdn(list, '', () => 0.999)).toBe('https://c.example');
  });

  it('stays in the list even when random returns 1', () => {
    expect(pickCdn(list, '', () => 1)).toBe('https://c.example');
  });

  it("falls back to the default origin, empty meaning the page's own", () => {
    expect(pickCdn([], 'https://img.example', () => 0)).toBe('https://img.example');
    expect(pickCdn(undefined)).toBe('');
    expect(pickCdn(['  ', ''], '')).toBe('');
  });
});

describe('resolveImageUrl', () => {
  it('leaves full and protocol-relative addresses alone', () => {
    setImageCdns(['https://cdn.example']);
    expect(resolveImageUrl('https://other.example/x.png')).toBe('https://other.example/x.png');
    expect(resolveImageUrl('//other.example/x.png')).toBe('//other.example/x.png');
    expect(resolveImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('serves relative paths from the same origin without a CDN list', () => {
    expect(resolveImageUrl('/img/logo.png')).toBe('/img/logo.png');
  });

  it('keeps the first pick for the rest of the page load', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    setImageCdns(['https://one.example', 'https://two.example']);
    expect(resolveImageUrl('/a.png')).toBe('https://one.example/a.png');
    random.mockReturnValue(0.9);
    expect(resolveImageUrl('/b.png')).toBe('https://one.example/b.png');
    random.mockRestore();
  });
});

describe('CdnImage', () => {
  it('loads relative images from the CDN, lazily', () => {
    setImageCdns(['https://cdn.example']);
    render(<CdnImage src="/games/slot.png" alt="Lucky slot" width={80} />);
    const img = screen.getByRole('img', { name: 'Lucky slot' });
    expect(img).toHaveAttribute('src', 'https://cdn.example/games/slot.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '80');
  });

  it('uses the CDN list it is given', () => {
    render(<CdnImage src="/x.png" alt="X" cdns={['https://own.example']} />);
    expect(screen.getByRole('img', { name: 'X' })).toHaveAttribute('src', 'https://own.example/x.png');
  });

  it('hides itself when the image fails, and tries again for a new src', () => {
    const onError = jest.fn();
    const { rerender } = render(<CdnImage src="https://vendor.example/broken.png" alt="Vendor" onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: 'Vendor' }));
    expect(screen.queryByRole('img', { name: 'Vendor' })).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    rerender(<CdnImage src="https://vendor.example/fixed.png" alt="Vendor" onError={onError} />);
    expect(screen.getByRole('img', { name: 'Vendor' })).toHaveAttribute('src', 'https://vendor.example/fixed.png');
  });

  it('renders nothing without a source', () => {
    render(<CdnImage src={null} alt="Nothing" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
