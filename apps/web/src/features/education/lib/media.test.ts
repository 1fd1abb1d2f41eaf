// Slide media addresses: which ones become an embedded player the site's CSP allows (YouTube, Vimeo).
import { describe, expect, it } from 'vitest';
import { embedUrl } from './media';

const embed = (s: string) => embedUrl(new URL(s));

describe('embedUrl', () => {
  it('turns YouTube and Vimeo pages into their players', () => {
    expect(embed('https://www.youtube.com/watch?v=abc123')).toBe('https://www.youtube.com/embed/abc123');
    expect(embed('https://youtu.be/abc123')).toBe('https://www.youtube.com/embed/abc123');
    expect(embed('https://www.youtube.com/embed/abc123')).toBe('https://www.youtube.com/embed/abc123');
    expect(embed('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('leaves every other address alone (it is offered as a link)', () => {
    expect(embed('https://example.com/video.mp4')).toBeNull();
    expect(embed('https://www.youtube.com/watch')).toBeNull();
    expect(embed('https://vimeo.com/channels/staff')).toBeNull();
  });
});
