// Handing an image the app made to the person: the system share sheet where the browser can share files (phones,
// mostly: Web Share with files), a download everywhere else. Small and free of dependencies, so a button can ask at
// render time which of the two it offers and say so on its label.

/** Whether this browser can hand an image to the system share sheet. */
export function canShareFiles(nav: Navigator = navigator): boolean {
  if (typeof nav.canShare !== 'function') return false;
  try {
    return nav.canShare({ files: [new File([new Uint8Array(1)], 'probe.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** Saves the file through a link with `download`: the browser's own download, no server involved. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type ShareOutcome = 'shared' | 'downloaded' | 'dismissed';

/** Shares the file where the browser can, downloads it elsewhere. Closing the share sheet is a choice, not a failure. */
export async function shareOrDownload(file: File, title: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (!canShareFiles(nav) || !nav.canShare({ files: [file] })) {
    downloadFile(file);
    return 'downloaded';
  }
  try {
    await nav.share({ files: [file], title });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
    // Some browsers (Safari) refuse a share that no longer follows the tap closely enough: the image still
    // reaches the person, as a download.
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      downloadFile(file);
      return 'downloaded';
    }
    throw error;
  }
}
