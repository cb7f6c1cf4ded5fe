/** An in-store membership as the rules see it. */
export interface InStoreMembership {
  membershipNumber: string;
  firstName: string;
  lastName: string;
  expiresAt: Date;
  claimedBy: string | null;
}

export interface InStoreMemberships {
  find(membershipNumber: string): Promise<InStoreMembership | null>;
  /**
   * Gives the number to `userId` if nobody has it (or `userId` already does): one unique insert
   * per number, so one account per number however many claim at once.
   */
  claim(membershipNumber: string, userId: string, at: Date): Promise<boolean>;
  /** Gives the number back, only if `userId` holds it. */
  release(membershipNumber: string, userId: string): Promise<void>;
  /** Adds these unless their numbers exist; answers how many were added. */
  seed(memberships: readonly Omit<InStoreMembership, 'claimedBy'>[]): Promise<number>;
}
