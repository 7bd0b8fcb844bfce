import { ApiError } from '../http/api-error';

/**
 * Vendor applications being uploaded right now: at most `max` at once in the process and one per
 * shopper. Each holds up to two 5 MB files in memory until the application is saved, so 40 at once
 * took the process from 94 to 440 MB; past the cap the upload is refused before it is read.
 */
export class UploadSlots {
  private readonly uploading = new Set<number>();
  /** Bytes of file parts read since boot; tests show that refused uploads read none. */
  fileBytesRead = 0;

  constructor(private readonly max: number) {}

  /** Takes a slot for the shopper; the answer frees it. */
  take(userId: number): () => void {
    if (this.uploading.has(userId)) {
      throw new ApiError(429, 'Your application is still being uploaded. Please wait.', undefined, {
        retryAfter: 5,
      });
    }
    if (this.uploading.size >= this.max) {
      throw new ApiError(
        503,
        'Too many uploads right now. Please try again in a moment.',
        undefined,
        {
          retryAfter: 5,
        },
      );
    }
    this.uploading.add(userId);
    return () => this.uploading.delete(userId);
  }
}

export const vendorUploads = new UploadSlots(4);
