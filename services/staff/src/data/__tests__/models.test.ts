import { Types } from 'mongoose';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { emailSubscriptionModel } from '../email-subscription-model';
import { storeLocationModel } from '../store-location-model';
import { supportTicketModel } from '../support-ticket-model';
import { ticketMessageModel } from '../ticket-message-model';

describe('staff models', () => {
  let staff: StartedStaff;

  beforeAll(async () => {
    staff = await startStaff();
  });

  afterAll(async () => {
    await staff.stop();
  });

  it('when a support ticket is created, then it is open with medium priority and timestamps', async () => {
    const ticket = await supportTicketModel(staff.db).create({
      userId: 'u1',
      subject: 'Help',
      description: 'Details',
    });
    expect(ticket.toObject()).toMatchObject({
      status: 'open',
      priority: 'medium',
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(ticket.closedAt).toBeUndefined();
  });

  it('when a ticket has an unknown status or priority, then it is refused', async () => {
    const SupportTicket = supportTicketModel(staff.db);
    const save = async (doc: Record<string, unknown>) => new SupportTicket(doc).save();
    const base = { userId: 'u2', subject: 'S', description: 'D' };
    await expect(save({ ...base, status: 'lost' })).rejects.toThrow();
    await expect(save({ ...base, priority: 'whenever' })).rejects.toThrow();
    expect(await staff.db.collection('support_tickets').countDocuments({ userId: 'u2' })).toBe(0);
  });

  it('when a ticket message is created, then it is not a staff message and carries JSON attachments', async () => {
    const message = await ticketMessageModel(staff.db).create({
      ticketId: new Types.ObjectId(),
      userId: 'u1',
      message: 'Any news?',
      attachments: [{ name: 'receipt.pdf', url: '/files/receipt.pdf' }],
    });
    expect(message.toObject()).toMatchObject({
      isStaff: false,
      attachments: [{ name: 'receipt.pdf', url: '/files/receipt.pdf' }],
      createdAt: expect.any(Date),
    });
  });

  it('when an email subscribes twice in different case, then the unique email refuses the second', async () => {
    const EmailSubscription = emailSubscriptionModel(staff.db);
    const first = await EmailSubscription.create({ email: 'Ada@Example.com', firstName: 'Ada' });
    expect(first.toObject()).toMatchObject({
      email: 'ada@example.com',
      isSubscribed: true,
      preferences: {},
    });
    await expect(EmailSubscription.create({ email: 'ada@example.COM' })).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('when a store location is created, then the country defaults to United States and it is active', async () => {
    const store = await storeLocationModel(staff.db).create({
      name: 'Downtown',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02101',
      hours: { mon: '7:00-19:00' },
      latitude: 42.36,
      longitude: -71.06,
    });
    expect(store.toObject()).toMatchObject({
      country: 'United States',
      isActive: true,
      hours: { mon: '7:00-19:00' },
    });
    await expect(
      storeLocationModel(staff.db).create({
        name: 'X',
        address: 'A',
        city: 'C',
        state: 'S',
        zipCode: 'Z',
        latitude: 91,
      }),
    ).rejects.toThrow();
  });
});
