import { useState } from 'react';
import { toast } from '../toast';
import type { ShareOutcome } from './share-file';

// An image made on the device: to the share sheet where the browser can share files, to the downloads elsewhere; the
// label says which of the two the button does. Each feature brings its own image, labels and look.

export interface ShareImageLabels {
  share: string;
  save: string;
  busy: string;
  downloaded: string;
  failed: string;
}

interface ShareImageButtonProps {
  /** Makes the image and hands it on; throws when this browser cannot draw it. */
  share: () => Promise<ShareOutcome>;
  canShareFiles: boolean;
  labels: ShareImageLabels;
  className: string;
}

export function ShareImageButton({ share, canShareFiles, labels, className }: ShareImageButtonProps) {
  const [busy, setBusy] = useState(false);

  async function onShare() {
    setBusy(true);
    try {
      if ((await share()) === 'downloaded') toast.success(labels.downloaded);
    } catch {
      toast.error(labels.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className} onClick={() => void onShare()} disabled={busy} aria-busy={busy}>
      {busy ? labels.busy : canShareFiles ? labels.share : labels.save}
    </button>
  );
}
