import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shipments } from '../db/schema-shopping';
import { fieldError, notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { queueShipmentMail } from '../mail/shipment-mails';
import { requireActiveVendor, requireVendor, vendorOf } from '../marketplace/roles';
import { bearerSecurity } from '../plugins/auth';
import { changeShipment, type ShipmentAction } from './change-shipment';
import { registerDashboardRoute } from './dashboard-route';
import { toSellerShipments } from './shipment-view';

const PER_PAGE = 20;
const docs = { tags: ['seller'], security: bearerSecurity };
const vendorOnly = { onRequest: requireVendor };

/** A text field trimmed, then held to its length with the code the screens translate. */
function trimmed(field: string, value: string, min: number): string {
  const text = value.trim();
  if (text.length < min)
    throw fieldError(
      field,
      `The ${field.replace(/_/g, ' ')} field must be at least ${min} characters.`,
      'too_short',
    );
  return text;
}

export function registerShipmentRoutes(app: FastifyInstance): void {
  registerDashboardRoute(app);
  contractRoute(
    app,
    'GET /v1/seller/shipments',
    {
      ...docs,
      description:
        "The signed-in vendor's shipments (their part of each order), newest first, 20 a page; `status` keeps one status. The ship-to is the shopper's name and delivery address only.",
    },
    async (request) => {
      const { vendorId } = vendorOf(request);
      const filters: SQL[] = [eq(shipments.vendorId, vendorId)];
      if (request.query.status) filters.push(eq(shipments.status, request.query.status));
      const where = and(...filters);
      const page = request.query.page ?? 1;
      const [totals, rows] = await Promise.all([
        app.db.select({ total: count() }).from(shipments).where(where),
        app.db
          .select()
          .from(shipments)
          .where(where)
          .orderBy(desc(shipments.createdAt), desc(shipments.id))
          .limit(PER_PAGE)
          .offset((page - 1) * PER_PAGE),
      ]);
      const total = Number(totals[0]?.total ?? 0);
      return answer('GET /v1/seller/shipments', {
        data: await toSellerShipments(app.db, rows),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
        total,
        per_page: PER_PAGE,
      });
    },
    vendorOnly,
  );

  /** Runs the change, mails the shopper and answers the shipment as the vendor now sees it. */
  const change = async (request: FastifyRequest, shipmentId: number, action: ShipmentAction) => {
    const { vendorId } = requireActiveVendor(request);
    const changed = await changeShipment(app.db, vendorId, shipmentId, action);
    if (changed.status !== 'pending') queueShipmentMail(app, changed.shipmentId, changed.status);
    const rows = await app.db.select().from(shipments).where(eq(shipments.id, changed.shipmentId));
    const [shipment] = await toSellerShipments(app.db, rows);
    if (!shipment) throw notFound('Shipment');
    return shipment;
  };
  const described = (text: string) => ({
    ...docs,
    description: `${text} Only the vendor's own shipments (another's is 404); a move the status does not allow is 409; a suspended store gets 403. The order's status follows from its shipments, the change is a tracking event and is mailed to the shopper in their language.`,
  });

  contractRoute(
    app,
    'POST /v1/seller/shipments/{id}/accept',
    described('Accepts a pending shipment.'),
    async (request) =>
      answer(
        'POST /v1/seller/shipments/{id}/accept',
        await change(request, request.params.id, { kind: 'accept' }),
      ),
    vendorOnly,
  );

  contractRoute(
    app,
    'POST /v1/seller/shipments/{id}/ship',
    described(
      'Ships an accepted shipment with its carrier (2-60 characters) and tracking number (3-60: letters, digits, spaces and dashes).',
    ),
    async (request) => {
      const carrier = trimmed('carrier', request.body.carrier, 2);
      const trackingNumber = trimmed('tracking_number', request.body.tracking_number, 3);
      return answer(
        'POST /v1/seller/shipments/{id}/ship',
        await change(request, request.params.id, { kind: 'ship', carrier, trackingNumber }),
      );
    },
    vendorOnly,
  );

  contractRoute(
    app,
    'POST /v1/seller/shipments/{id}/deliver',
    described('Marks a shipped shipment delivered.'),
    async (request) =>
      answer(
        'POST /v1/seller/shipments/{id}/deliver',
        await change(request, request.params.id, {
          kind: 'deliver',
          commissionPercent: app.config.marketplaceCommissionPercent,
        }),
      ),
    vendorOnly,
  );

  contractRoute(
    app,
    'POST /v1/seller/shipments/{id}/cancel',
    described(
      "Cancels a pending or accepted shipment with a reason (3-500 characters, mailed to the shopper). Its stock comes back and its share of the order's coupon discount and wallet usage is taken off the order, the wallet share refunded: exactly once, also when requests race.",
    ),
    async (request) => {
      const reason = trimmed('reason', request.body.reason, 3);
      return answer(
        'POST /v1/seller/shipments/{id}/cancel',
        await change(request, request.params.id, { kind: 'cancel', reason }),
      );
    },
    vendorOnly,
  );
}
