// What describes a file, bounded as the database bounds it (media_assets_alt_text_max_length,
// media_assets_caption_max_length, and the same 300 for covers' and slides' alt text). A module of its own, with
// no imports: the post and course forms' schemas use these without loading the data client.
export const ALT_TEXT_MAX = 300;
export const CAPTION_MAX = 1000;
