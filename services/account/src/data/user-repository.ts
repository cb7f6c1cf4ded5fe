import type { Role } from '@coffee/contracts';
import mongoose, { isValidObjectId, type Connection } from 'mongoose';
import type { UserRepository } from '../domain/ports';
import { usernameKey, type UserRecord } from '../domain/user';
import { pendingMail } from '../mail/outbox';
import { userModel, type UserDoc } from './user-model';

/**
 * FerretDB 1.24 has no projection on findAndModify, and the schema hides `outbox`
 * (select: false) with one: asking for it leaves the update without any projection.
 */
const WITH_OUTBOX = '+outbox';

export type LeanUser = UserDoc & { _id: { toString(): string } };

export function toUserRecord(doc: LeanUser): UserRecord {
  return {
    id: doc._id.toString(),
    username: doc.username,
    passwordHash: doc.password,
    email: doc.email,
    fullName: doc.fullName ?? null,
    membershipNumber: doc.membershipNumber ?? null,
    isDirectPlus: doc.isDirectPlus ?? false,
    directPlusExpiry: doc.directPlusExpiry ?? null,
    role: (doc.role ?? 'customer') as Role,
    phone: doc.phone ?? null,
    address: doc.address ?? null,
    city: doc.city ?? null,
    state: doc.state ?? null,
    zipCode: doc.zipCode ?? null,
    country: doc.country ?? 'United States',
    createdAt: doc.createdAt ?? new Date(0),
    hasCompletedInitialPayment: doc.hasCompletedInitialPayment ?? false,
    disabled: doc.disabled ?? false,
    lastSignInAt: doc.lastSignInAt ?? null,
    emailVerified: doc.emailVerified ?? false,
    pendingEmail: doc.pendingEmail ?? null,
  };
}

/** Only the choices stored as booleans: a missing or null one falls back to its default. */
function definedOnly<T extends object>(choices: T | undefined): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(choices ?? {})) {
    if (typeof value === 'boolean') (out as Record<string, boolean>)[key] = value;
  }
  return out;
}

/** How many browsers an account remembers; the one seen longest ago is forgotten first. */
export const MAX_KNOWN_DEVICES = 10;

export function createUserRepository(db: Connection): UserRepository {
  const User = userModel(db);
  return {
    async findById(id) {
      if (!isValidObjectId(id)) return null;
      const doc = await User.findById(id).lean<LeanUser>();
      return doc ? toUserRecord(doc) : null;
    },
    async findByUsername(username) {
      const doc = await User.findOne({ usernameKey: usernameKey(username) }).lean<LeanUser>();
      return doc ? toUserRecord(doc) : null;
    },
    async exists(username, email) {
      const [byName, byEmail] = await Promise.all([
        User.exists({ usernameKey: usernameKey(username) }),
        User.exists({ email: email.trim().toLowerCase() }),
      ]);
      return byName !== null || byEmail !== null;
    },
    newId: () => new mongoose.Types.ObjectId().toString(),
    async create(user, id, welcome) {
      const { passwordHash, ...fields } = user;
      // The welcome mail and its verification link are part of the very insert of the account.
      const doc = await User.create({
        ...(id ? { _id: id } : {}),
        ...fields,
        password: passwordHash,
        usernameKey: usernameKey(user.username),
        ...(welcome
          ? { emailVerification: welcome.verification, outbox: [pendingMail(welcome.mail)] }
          : {}),
      });
      return toUserRecord(doc.toObject() as LeanUser);
    },
    async existingUsernames(usernames) {
      const keys = usernames.map(usernameKey);
      // sanitizeFilter is on for the connection: our own operators must be marked trusted.
      const docs = await User.find(
        { usernameKey: mongoose.trusted({ $in: keys }) },
        { usernameKey: 1 },
      ).lean();
      return new Set(docs.map((doc) => doc.usernameKey));
    },
    async emailTakenByOther(email, exceptId) {
      const other = await User.exists({
        email: email.trim().toLowerCase(),
        ...(isValidObjectId(exceptId) ? { _id: mongoose.trusted({ $ne: exceptId }) } : {}),
      });
      return other !== null;
    },
    async updateProfile(id, fields) {
      if (!isValidObjectId(id)) return null;
      const doc = await User.findOneAndUpdate(
        { _id: id },
        { $set: fields },
        { returnDocument: 'after' },
      )
        .select(WITH_OUTBOX)
        .lean<LeanUser>();
      return doc ? toUserRecord(doc) : null;
    },
    async setPasswordHash(id, passwordHash, notice) {
      if (!isValidObjectId(id)) return;
      await User.updateOne(
        { _id: id },
        {
          $set: { password: passwordHash },
          // A reset link asked for earlier must not set it back.
          $unset: { passwordReset: 1 },
          ...(notice ? { $push: { outbox: pendingMail(notice) } } : {}),
        },
      );
    },
    async delete(id) {
      if (!isValidObjectId(id)) return;
      await User.deleteOne({ _id: id });
    },
    async preferences(id) {
      if (!isValidObjectId(id)) return null;
      const doc = await User.findById(id, { preferences: 1 }).lean<Pick<UserDoc, 'preferences'>>();
      if (!doc) return null;
      return {
        notifications: definedOnly(doc.preferences?.notifications),
        cookies: definedOnly(doc.preferences?.cookies),
      };
    },
    async setPreferences(id, preferences) {
      if (!isValidObjectId(id)) return;
      // Dotted paths: each choice is written alone, the others stay as they are.
      const set: Record<string, boolean> = {};
      for (const [part, choices] of Object.entries(preferences)) {
        for (const [key, value] of Object.entries(choices ?? {})) {
          if (typeof value === 'boolean') set[`preferences.${part}.${key}`] = value;
        }
      }
      if (Object.keys(set).length > 0) await User.updateOne({ _id: id }, { $set: set });
    },
    async listForStaff({ role, q }) {
      const text = q?.trim();
      // The text as a literal (every regular-expression character escaped), any case.
      const contains = text
        ? mongoose.trusted({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' })
        : undefined;
      const docs = await User.find(
        {
          ...(role ? { role } : {}),
          ...(contains
            ? {
                $or: [{ username: contains }, { email: contains }, { fullName: contains }],
              }
            : {}),
        },
        { password: 0, preferences: 0 },
      )
        .sort({ createdAt: -1, _id: -1 })
        .lean<LeanUser[]>();
      return docs.map((doc) => toUserRecord({ ...doc, password: '' }));
    },
    async admins() {
      const docs = await User.find({ role: 'admin' }, { password: 0, preferences: 0 }).lean<
        LeanUser[]
      >();
      return docs.map((doc) => toUserRecord({ ...doc, password: '' }));
    },
    async figures() {
      const docs = await User.find(
        {},
        { role: 1, createdAt: 1, isDirectPlus: 1, directPlusExpiry: 1 },
      ).lean<Pick<UserDoc, 'role' | 'createdAt' | 'isDirectPlus' | 'directPlusExpiry'>[]>();
      return docs.map((doc) => ({
        role: (doc.role ?? 'customer') as Role,
        createdAt: doc.createdAt ?? new Date(0),
        isDirectPlus: doc.isDirectPlus ?? false,
        directPlusExpiry: doc.directPlusExpiry ?? null,
      }));
    },
    async setRole(id, role) {
      if (!isValidObjectId(id)) return null;
      const doc = await User.findOneAndUpdate(
        { _id: id },
        { $set: { role } },
        { returnDocument: 'after' },
      )
        .select(WITH_OUTBOX)
        .lean<LeanUser>();
      return doc ? toUserRecord(doc) : null;
    },
    async setDisabled(id, disabled) {
      if (!isValidObjectId(id)) return null;
      const doc = await User.findOneAndUpdate(
        { _id: id },
        { $set: { disabled } },
        { returnDocument: 'after' },
      )
        .select(WITH_OUTBOX)
        .lean<LeanUser>();
      return doc ? toUserRecord(doc) : null;
    },
    async recordSignIn(id, at, device) {
      if (!isValidObjectId(id)) return;
      if (!device) {
        await User.updateOne({ _id: id }, { $set: { lastSignInAt: at } });
        return;
      }
      const doc = await User.findById(id, {
        devices: 1,
        'preferences.notifications.newDeviceSignIn': 1,
      }).lean<Pick<UserDoc, 'devices' | 'preferences'>>();
      if (!doc) return;
      const seen = doc.devices ?? [];
      const isNew = !seen.some((known) => known.hash === device.hash);
      const devices = [
        ...seen.filter((known) => known.hash !== device.hash),
        { hash: device.hash, lastSeen: at },
      ]
        .sort((a, b) => new Date(a.lastSeen).getTime() - new Date(b.lastSeen).getTime())
        .slice(-MAX_KNOWN_DEVICES);
      const mail =
        isNew &&
        !device.known &&
        device.notice &&
        doc.preferences?.notifications?.newDeviceSignIn === true
          ? device.notice
          : undefined;
      // A new browser is added only while it is still absent: of two sign-ins racing from it,
      // one adds it (and records the mail), the other finds it known and only keeps its time.
      const filter = isNew
        ? { _id: id, 'devices.hash': mongoose.trusted({ $ne: device.hash }) }
        : { _id: id };
      const res = await User.updateOne(filter, {
        $set: { lastSignInAt: at, devices },
        ...(mail ? { $push: { outbox: pendingMail(mail) } } : {}),
      });
      if (res.matchedCount === 0) await User.updateOne({ _id: id }, { $set: { lastSignInAt: at } });
    },
    async setMembership(id, fields) {
      if (!isValidObjectId(id)) return null;
      const { isDirectPlus, directPlusExpiry, membershipNumber, hasCompletedInitialPayment } =
        fields;
      // One $set of every field: never a member without the expiry written with it. A number is
      // written only where none is set (or the same one is): the filter makes that atomic.
      const filter = membershipNumber
        ? {
            _id: id,
            membershipNumber: mongoose.trusted({ $in: [null, membershipNumber] }),
          }
        : { _id: id };
      const doc = await User.findOneAndUpdate(
        filter,
        {
          $set: {
            isDirectPlus,
            directPlusExpiry,
            ...(membershipNumber ? { membershipNumber } : {}),
            ...(hasCompletedInitialPayment ? { hasCompletedInitialPayment } : {}),
          },
        },
        { returnDocument: 'after' },
      )
        .select(WITH_OUTBOX)
        .lean<LeanUser>();
      if (doc) return toUserRecord(doc);
      if (membershipNumber && (await User.exists({ _id: id }))) return 'number-taken';
      return null;
    },
  };
}
