// The post editor's toolbar buttons by their accessible names, in order (issue 24: words, not Quill's format
// names such as "clean" or "code-block"). The style picker comes before them, named with the style it shows.
export const TOOLBAR_BUTTONS = [
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Numbered list',
  'Bulleted list',
  'Blockquote',
  'Code block',
  'Link',
  'Video',
  'Insert image',
  'Clear formatting',
];
