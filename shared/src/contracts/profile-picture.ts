// Plain constants of the profile picture, kept apart from the profile's zod
// schemas so the profile page draws without loading any validation code.

/** POST /api/uploadprofilepic (multipart, one file field `picture`). */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
