import { MAX_IMAGE_BYTES } from "./images";

/** Files one upload of the media library may carry (a form without script sends them all at once). */
export const MEDIA_BATCH_FILES = 20;
/** The largest body of a library upload: 100 MB of images (each still at most 10 MB). */
export const MEDIA_BATCH_BYTES = 10 * MAX_IMAGE_BYTES;
