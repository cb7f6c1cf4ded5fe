import { AppError } from '@coffee/service-defaults';
import type { ImageFile, ImageStore } from './ports';

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';

/**
 * The only picture names there are: lower-case words joined by hyphens, ending in .svg. No
 * dot, slash, backslash or percent sign can pass, so no name can leave the pictures folder.
 */
const IMAGE_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
export const isImageFileName = (name: string): boolean =>
  name.length <= 120 && IMAGE_FILE_NAME.test(name);

export function createImageQueries(store: ImageStore) {
  return {
    async get(name: string): Promise<ImageFile> {
      const file = isImageFileName(name) ? await store.read(name) : null;
      if (!file) throw new AppError(404, IMAGE_NOT_FOUND_MESSAGE, 'IMAGE_NOT_FOUND');
      return file;
    },
  };
}
export type ImageQueries = ReturnType<typeof createImageQueries>;
