import {
  accountStatusChangeSchema,
  MAIL_NOT_FOUND,
  MAIL_SERVICE_LABELS,
  MAIL_SERVICE_NOT_FOUND,
  mailOutboxQuerySchema,
  mailServiceSchema,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  PRODUCT_IMAGE_TYPE_MESSAGE,
  PRODUCT_IMAGE_TYPES,
  coffeeFieldsSchema,
  productInputSchema,
  productUpdateSchema,
  productVariantsInputSchema,
  roleChangeSchema,
  settingsUpdateSchema,
  staffListQuerySchema,
  staffProductQuerySchema,
  staffUserQuerySchema,
  type AdminDashboardWithSupport,
} from '@coffee/contracts';
import {
  AppError,
  noInput,
  parseBody,
  parseQuery,
  requirePermission,
} from '@coffee/service-defaults';
import express, { type RequestHandler, type Router } from 'express';
import type { AuditLog } from '../domain/audit';
import type { BackOffice } from '../domain/backoffice';
import type { MailOutbox } from '../domain/mail-outbox';
import type { PromotionDesk } from '../domain/promotion-desk';
import { adminPromotionRoutes } from './admin-promotion-routes';
import type { SettingsService } from '../domain/settings-service';
import type { SupportService } from '../domain/support';
import { actorOf, idParam, portalRouter, staffContext, type PortalDeps } from './staff-context';
import { changeRoute, listRoute, readRoute } from './staff-routes';

const tooLarge = () => new AppError(413, PRODUCT_IMAGE_SIZE_MESSAGE, 'IMAGE_TOO_LARGE');

/**
 * The picture as raw bytes, at most 2 MB: a declared length over it is refused before reading;
 * a body that grows past it while streaming is cut off with the same 413.
 */
const imageBody: RequestHandler = (req, res, next) => {
  const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(type)) {
    throw new AppError(415, PRODUCT_IMAGE_TYPE_MESSAGE, 'IMAGE_TYPE');
  }
  const length = Number(req.get('content-length') ?? 0);
  if (length > MAX_PRODUCT_IMAGE_BYTES) throw tooLarge();
  express.raw({ type: () => true, limit: MAX_PRODUCT_IMAGE_BYTES })(req, res, (err?: unknown) => {
    if ((err as { type?: unknown } | undefined)?.type === 'entity.too.large') next(tooLarge());
    else next(err);
  });
};

/** A saved setting as the audit log says it: a list of days reads '2026-12-24, 2026-12-25'. */
const auditValue = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') || 'none' : String(value);

/**
 * The admin portal's API (admins: the gateway lets rolesWith('admin-portal') through, and so does
 * this router), each route with its permission of the contracts' policy.
 */
export function adminRouter(
  deps: PortalDeps & {
    settings: SettingsService;
    backOffice: BackOffice;
    support: SupportService;
    audit: AuditLog;
    mailOutbox: MailOutbox;
    promotions: PromotionDesk;
  },
): Router {
  const { settings, backOffice, support, audit, mailOutbox } = deps;
  const router = portalRouter('/api/admin', 'admin-portal', deps);
  adminPromotionRoutes(router, deps.promotions);

  // ---- settings ----
  router.get('/api/admin/settings', requirePermission('settings:manage'), async (req, res) => {
    parseQuery(noInput, req);
    res.json(await settings.get());
  });
  router.put('/api/admin/settings', requirePermission('settings:manage'), async (req, res) => {
    parseQuery(noInput, req);
    const update = parseBody(settingsUpdateSchema, req);
    const actor = actorOf(req);
    const saved = await settings.update(update, actor.userId);
    await audit.append(
      actor,
      'settings.update',
      { kind: 'settings', id: 'store', label: 'Store settings' },
      Object.keys(update)
        .sort()
        .map((field) => `${field} = ${auditValue(saved[field as keyof typeof saved])}`)
        .join(', '),
    );
    res.json(saved);
  });

  // ---- the dashboard ----
  router.get('/api/admin/dashboard', requirePermission('dashboard:read'), async (req, res) => {
    parseQuery(noInput, req);
    // The support figures are this service's own; without them the rest still shows.
    const [figures, supportReplies] = await Promise.all([
      backOffice.dashboard(staffContext(req)),
      support.firstReplyStats().catch((err: unknown) => {
        req.log?.warn({ err }, 'the first reply figures could not be computed');
        return null;
      }),
    ]);
    const answer: AdminDashboardWithSupport = { ...figures, supportReplies };
    res.json(answer);
  });

  // ---- products (catalog) ----
  router.get(
    '/api/admin/products',
    requirePermission('products:write'),
    listRoute(staffProductQuerySchema, backOffice.listProducts),
  );
  router.get(
    '/api/admin/products/:id',
    requirePermission('products:write'),
    readRoute(backOffice.getProduct),
  );
  // The body is checked here (400 with the form's messages) and sent on as it came: the catalog
  // parses the same schema, and its parsed form (prices in cents) would read differently twice.
  router.post('/api/admin/products', requirePermission('products:write'), async (req, res) => {
    parseQuery(noInput, req);
    parseBody(productInputSchema, req);
    res.status(201).json(await backOffice.createProduct(req.body, staffContext(req)));
  });
  router.put('/api/admin/products/:id', requirePermission('products:write'), async (req, res) => {
    parseQuery(noInput, req);
    const id = idParam(req);
    parseBody(productUpdateSchema, req);
    res.json(await backOffice.updateProduct(id, req.body, staffContext(req)));
  });
  // Variants and coffee data (issue 28): checked here with the form's messages, sent on as typed.
  router.put(
    '/api/admin/products/:id/variants',
    requirePermission('products:write'),
    async (req, res) => {
      parseQuery(noInput, req);
      const id = idParam(req);
      parseBody(productVariantsInputSchema, req);
      const body = req.body as { variants: unknown };
      res.json(await backOffice.setProductVariants(id, body, staffContext(req)));
    },
  );
  router.put(
    '/api/admin/products/:id/coffee',
    requirePermission('products:write'),
    async (req, res) => {
      parseQuery(noInput, req);
      const id = idParam(req);
      parseBody(coffeeFieldsSchema, req);
      res.json(await backOffice.setProductCoffee(id, req.body, staffContext(req)));
    },
  );
  router.put(
    '/api/admin/products/:id/image',
    requirePermission('products:write'),
    imageBody,
    async (req, res) => {
      parseQuery(noInput, req);
      const id = idParam(req);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (body.length === 0) throw new AppError(400, 'Please choose a picture', 'IMAGE_EMPTY');
      const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      res.json(await backOffice.setProductImage(id, body, type, staffContext(req)));
    },
  );

  // ---- users (account) ----
  router.get(
    '/api/admin/users',
    requirePermission('users:read'),
    listRoute(staffUserQuerySchema, backOffice.listUsers),
  );
  router.put(
    '/api/admin/users/:id/role',
    requirePermission('users:manage'),
    changeRoute(roleChangeSchema, backOffice.setUserRole),
  );
  router.put(
    '/api/admin/users/:id/status',
    requirePermission('users:manage'),
    changeRoute(accountStatusChangeSchema, backOffice.setUserStatus),
  );

  // ---- the audit log ----
  router.get('/api/admin/audit', requirePermission('audit:read'), async (req, res) => {
    const query = parseQuery(staffListQuerySchema, req);
    res.json(await audit.page(query.q || undefined, query.page, query.pageSize));
  });

  // ---- the mail outbox (the four services that send mail, issue 27) ----
  router.get('/api/admin/mail-outbox', async (req, res) => {
    res.json(await mailOutbox.page(parseQuery(mailOutboxQuerySchema, req)));
  });
  router.post('/api/admin/mail-outbox/:service/:id/resend', async (req, res) => {
    parseQuery(noInput, req);
    const service = mailServiceSchema.safeParse(req.params.service);
    if (!service.success) throw new AppError(404, MAIL_SERVICE_NOT_FOUND, 'NOT_FOUND');
    const id = req.params.id ?? '';
    if (!MAIL_ID.test(id)) throw new AppError(404, MAIL_NOT_FOUND, 'NOT_FOUND');
    const mail = await mailOutbox.resend(service.data, id);
    await audit.append(
      actorOf(req),
      'mail.resend',
      { kind: 'mail', id: `${service.data}/${id}`, label: mail.subject },
      `Sent again to ${mail.to} (${MAIL_SERVICE_LABELS[service.data]} outbox)`,
    );
    res.json({ mail });
  });

  return router;
}

const MAIL_ID = /^[0-9a-f]{24}$/i;
