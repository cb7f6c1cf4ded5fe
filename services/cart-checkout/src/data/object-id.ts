import { Types } from 'mongoose';

/** Our ids are 24-digit hex ObjectIds; anything else can never match (and must not reach a cast). */
export const isObjectIdHex = (id: string): boolean => /^[0-9a-f]{24}$/i.test(id);

export const toObjectId = (id: string): Types.ObjectId => new Types.ObjectId(id);

export const isDuplicateKey = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
