// What describes a file, as the forms check it before saving (the table's own checks say the same:
// alt text ≤ 300 characters, caption ≤ 1000). Alt text is required for an image to be used, so the picker's
// form requires it; the library's form lets a blank one be saved (the file stays unusable until it has one).
import { z } from '@/lib/zod';
import { ALT_TEXT_MAX, CAPTION_MAX } from './update-media-asset';

export const ALT_TEXT_REQUIRED = 'Enter alt text: describe the image for people who cannot see it.';

const altText = z.string().trim().max(ALT_TEXT_MAX, `Alt text must be at most ${ALT_TEXT_MAX} characters.`);

export const requiredAltSchema = z.object({ alt_text: altText.min(1, ALT_TEXT_REQUIRED) });
export type RequiredAltInput = z.infer<typeof requiredAltSchema>;

export const mediaDetailsSchema = z.object({
  alt_text: altText,
  caption: z.string().trim().max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters.`),
});
export type MediaDetailsInput = z.infer<typeof mediaDetailsSchema>;
