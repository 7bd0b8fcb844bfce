import { ApiError } from '../http/api-error';

/** What a refused upload is told: one of the owner's own is still running, or the process is full. */
export interface SlotMessages {
  busy: string;
  full: string;
}

const APPLICATION_MESSAGES: SlotMessages = {
  busy: 'Your application is still being uploaded. Please wait.',
  full: 'Too many uploads right now. Please try again in a moment.',
};

/**
 * Uploads being handled right now: at most `max` at once in the process and one per owner (a
 * shopper, a store). Vendor applications hold up to two 5 MB files in memory until saved, so 40
 * at once took the process from 94 to 440 MB; past the cap the upload is refused before it is
 * read: 429 to an owner whose own upload still runs, 503 when the process is full.
 */
export class UploadSlots {
  private readonly uploading = new Set<number>();
  /** Bytes of file parts read since boot; tests show that refused uploads read none. */
  fileBytesRead = 0;

  constructor(
    private readonly max: number,
    private readonly messages: SlotMessages = APPLICATION_MESSAGES,
  ) {}

  /** Takes a slot for the owner; the answer frees it. */
  take(ownerId: number): () => void {
    if (this.uploading.has(ownerId)) {
      throw new ApiError(429, this.messages.busy, undefined, { retryAfter: 5 });
    }
    if (this.uploading.size >= this.max) {
      throw new ApiError(503, this.messages.full, undefined, { retryAfter: 5 });
    }
    this.uploading.add(ownerId);
    return () => this.uploading.delete(ownerId);
  }
}

export const vendorUploads = new UploadSlots(4);
