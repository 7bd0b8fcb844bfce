import { int, object, str } from '../schemas/primitives';

export const tags = ['seller'];

export const imageSchema = object({ id: int, url: str(2000), srcset: str(20000), position: int });
