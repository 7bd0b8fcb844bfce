import { UploadSlots } from '../vendors/upload-slots';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product pictures being uploaded and resized: one per store, a few per process. */
    pictureSlots: UploadSlots;
  }
}

/**
 * Picture uploads the process takes at once. Each holds up to 8 MB in memory while it waits for
 * its turn at resizing (image-work.ts), so past this the upload is refused before it is read.
 */
export const PICTURE_UPLOADS_AT_ONCE = 4;

export const pictureSlots = () =>
  new UploadSlots(PICTURE_UPLOADS_AT_ONCE, {
    busy: 'Your previous picture is still being processed. Please wait a moment.',
    full: 'Too many pictures are being processed right now. Please try again in a moment.',
  });
