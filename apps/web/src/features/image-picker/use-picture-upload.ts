import { useState } from 'react';
import { prepareUpload } from './prepare-upload';
import type { StoreMedia } from './store-media';

export type UploadProblem = 'notAnImage' | 'tooLarge' | 'unreadable' | 'saveFailed';

export interface UploadedPicture {
  /** The tile's picture (the thumbnail). */
  src: string;
  /** The 800 x 800 PNG copy, kept for editing and for the account's copy. */
  highQuality: string;
  fileName: string;
  /** An object URL of the high-quality copy, for the image editor. */
  editUrl: string;
}

/** Reads, checks, resizes and stores a chosen file; reports a problem in words the picker shows. */
export function usePictureUpload(storeMedia: StoreMedia) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);

  const upload = async (file: File): Promise<UploadedPicture | null> => {
    setBusy(true);
    setProblem(null);
    try {
      const prepared = await prepareUpload(file).catch(() => ({ ok: false, problem: 'unreadable' }) as const);
      if (!prepared.ok) {
        setProblem(prepared.problem);
        return null;
      }
      try {
        const [src, highQuality] = await Promise.all([storeMedia(prepared.thumbnail, 'image'), storeMedia(prepared.highQuality, 'image')]);
        return { src, highQuality, fileName: prepared.fileName, editUrl: URL.createObjectURL(prepared.highQuality) };
      } catch {
        setProblem('saveFailed');
        return null;
      }
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, upload };
}
