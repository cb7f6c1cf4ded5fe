import { Types } from 'mongoose';

/**
 * Our ids are 24-digit hex ObjectIds; anything else can never match (and must not reach a cast):
 * check them first with isObjectIdHex from @coffee/contracts.
 */
export const toObjectId = (id: string): Types.ObjectId => new Types.ObjectId(id);
