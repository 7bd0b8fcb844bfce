import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jacket } from '../test-product';
import { ProductGallery } from './product-gallery';

// The gallery asks nothing of the API; the kit's server only sets the picture storage address.
setupApiServer();

function Gallery() {
  const [index, setIndex] = useState(0);
  return (
    <ProductGallery
      images={jacket.images}
      name="Regenjacke"
      index={index}
      onIndexChange={setIndex}
    />
  );
}

const render = (language: 'du' | 'ar') =>
  renderRemotePage(<Gallery />, { route: '/product/7', language, namespaces: ['product'] });
const picture = () => screen.getByTestId('gallery-image').getAttribute('src');
const storage = (path: string) => `http://api.test/storage/${path}`;

describe('ProductGallery', () => {
  it('moves with the arrows, the keys, a swipe and the thumbnails', async () => {
    await render('du');
    const gallery = screen.getByRole('group', { name: 'Bilder von Regenjacke' });
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(picture()).toBe(storage('p/side.jpg'));
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(picture()).toBe(storage('p/red.jpg'));
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(picture()).toBe(storage('p/blue.jpg'));
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(picture()).toBe(storage('p/red.jpg'));
    // A swipe to the right goes back; a short move is a tap.
    fireEvent.pointerDown(gallery, { clientX: 100 });
    fireEvent.pointerUp(gallery, { clientX: 180 });
    expect(picture()).toBe(storage('p/side.jpg'));
    fireEvent.pointerDown(gallery, { clientX: 100 });
    fireEvent.pointerUp(gallery, { clientX: 90 });
    expect(picture()).toBe(storage('p/side.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 zeigen' }));
    expect(picture()).toBe(storage('p/blue.jpg'));
    expect(screen.getByRole('button', { name: 'Bild 1 zeigen' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('fetches the picture first and reserves the size of every picture', async () => {
    await render('du');
    const main = screen.getByTestId('gallery-image');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['600', '600']);
    const thumbnail = screen.getByRole('button', { name: 'Bild 1 zeigen' }).querySelector('img');
    expect([thumbnail?.getAttribute('width'), thumbnail?.getAttribute('height')]).toEqual([
      '64',
      '64',
    ]);
  });

  it('mirrors keys and swipes in Arabic', async () => {
    await render('ar');
    const gallery = screen.getByRole('group', { name: 'صور Regenjacke' });
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(picture()).toBe(storage('p/side.jpg'));
    fireEvent.pointerDown(gallery, { clientX: 100 });
    fireEvent.pointerUp(gallery, { clientX: 180 });
    expect(picture()).toBe(storage('p/red.jpg'));
  });

  it('shows the picture full screen and closes again', async () => {
    await render('du');
    fireEvent.click(screen.getByRole('button', { name: 'Bild im Vollbild zeigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild im Vollbild' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(storage('p/blue.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Vollbild schließen' }));
    expect(await screen.findByRole('button', { name: 'Bild im Vollbild zeigen' })).toBeTruthy();
  });

  it("draws a vendor's resized pictures by srcset, the large one and the thumbnails each at its size", async () => {
    const uploads = [1, 2].map((id) => ({
      id,
      image: `product-images/u${id}/1200.jpg`,
      url: storage(`product-images/u${id}/1200.jpg`),
      color: null,
      widths: [160, 320, 640, 1200],
    }));
    await renderRemotePage(
      <ProductGallery images={uploads} name="Tasche" index={0} onIndexChange={() => {}} />,
      { route: '/product/8', language: 'du', namespaces: ['product'] },
    );
    const main = screen.getByTestId('gallery-image');
    expect(main.getAttribute('src')).toBe(storage('product-images/u1/1200.jpg'));
    expect(main.getAttribute('srcset')).toContain(`${storage('product-images/u1/640.jpg')} 640w`);
    expect(main.getAttribute('fetchpriority')).toBe('high');
    const sources = [...(main.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('sizes')).toBe(
      '(min-width: 1536px) 768px, (min-width: 900px) 50vw, 100vw',
    );
    expect(sources[0]?.getAttribute('srcset')).toContain(
      `${storage('product-images/u1/160.avif')} 160w`,
    );
    const thumbnail = screen.getByRole('button', { name: 'Bild 2 zeigen' }).querySelector('img');
    expect(thumbnail?.getAttribute('sizes')).toBe('64px');
    expect(thumbnail?.getAttribute('srcset')).toContain(
      `${storage('product-images/u2/160.jpg')} 160w`,
    );
  });

  it('keeps pictures stored once a single src, without srcset', async () => {
    await render('du');
    const main = screen.getByTestId('gallery-image');
    expect(main.hasAttribute('srcset')).toBe(false);
    expect(main.closest('picture')).toBeNull();
  });
});
