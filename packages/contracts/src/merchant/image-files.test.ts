// Tests of the merchant image upload rule.
import { checkImageFiles } from './image-files';

describe('checkImageFiles', () => {
  const png = { name: 'a.PNG', type: 'image/png', size: 1000 };

  it('accepts up to 8 jpeg/png/gif files under 1.5 MB', () => {
    expect(checkImageFiles([png, { name: 'b.jpg', type: 'image/jpeg', size: 1.5 * 1024 * 1024 }])).toBeNull();
  });

  it('names the first problem', () => {
    expect(checkImageFiles([])).toBe('required');
    expect(checkImageFiles(Array.from({ length: 9 }, () => png))).toBe('tooManyFiles');
    expect(checkImageFiles([{ name: 'a.webp', type: 'image/webp', size: 10 }])).toBe('fileType');
    expect(checkImageFiles([{ name: 'a.png', type: 'text/html', size: 10 }])).toBe('fileType');
    expect(checkImageFiles([{ ...png, size: 1.5 * 1024 * 1024 + 1 }])).toBe('fileTooBig');
  });
});
