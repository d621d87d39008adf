// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canShareFiles, shareOrDownload } from '../share-file';

// The browser's share sheet is the edge here: a Navigator-shaped object stands in for it, and jsdom's own
// document receives the download link.

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'carta.png', { type: 'image/png' });

function sharingNavigator(share: (data: ShareData) => Promise<void>) {
  const shared: ShareData[] = [];
  const nav = {
    canShare: (data: ShareData) => Boolean(data.files?.length),
    share: async (data: ShareData) => {
      shared.push(data);
      await share(data);
    },
  } as unknown as Navigator;
  return { nav, shared };
}

let downloads: string[];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:carta');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('shareOrDownload', () => {
  it('hands the file to the share sheet where the browser can share files', async () => {
    const { nav, shared } = sharingNavigator(async () => undefined);
    expect(canShareFiles(nav)).toBe(true);
    expect(await shareOrDownload(png(), 'La Luna', nav)).toBe('shared');
    expect(shared[0].title).toBe('La Luna');
    expect(shared[0].files?.[0].name).toBe('carta.png');
    expect(downloads).toEqual([]);
  });

  it('downloads the file where the browser cannot share files', async () => {
    const nav = {} as Navigator;
    expect(canShareFiles(nav)).toBe(false);
    expect(await shareOrDownload(png(), 'La Luna', nav)).toBe('downloaded');
    expect(downloads).toEqual(['carta.png']);
    // The link does not stay in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('takes a closed share sheet as a choice, and downloads when the browser refuses a late share', async () => {
    const closed = sharingNavigator(async () => {
      throw new DOMException('cerrada', 'AbortError');
    });
    expect(await shareOrDownload(png(), 'La Luna', closed.nav)).toBe('dismissed');
    expect(downloads).toEqual([]);
    const refused = sharingNavigator(async () => {
      throw new DOMException('tarde', 'NotAllowedError');
    });
    expect(await shareOrDownload(png(), 'La Luna', refused.nav)).toBe('downloaded');
    expect(downloads).toEqual(['carta.png']);
  });

  it('lets any other failure reach the caller', async () => {
    const broken = sharingNavigator(async () => {
      throw new TypeError('roto');
    });
    await expect(shareOrDownload(png(), 'La Luna', broken.nav)).rejects.toThrow('roto');
  });
});
