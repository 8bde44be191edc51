import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  creditNoteParamSchema,
  idParamSchema,
  orderTaxDocumentsResponseSchema,
  taxDocumentPdfQuerySchema,
  type Language,
  type Permission,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission, requireSignIn } from '../../../platform/auth-guard';
import { notFound } from '../../../platform/errors';
import type { Db } from '../../../db/client';
import { readOrder } from '../services/move-order';
import {
  findOrderCreditNote,
  findOrderInvoice,
  listOrderTaxDocuments,
  renderCreditNotePdf,
  renderTaxInvoicePdf,
} from '../../invoices';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearerAuth: [] }];

/** Serials hold "/", which a file name cannot: PGM/26-27/000123 → PGM-26-27-000123.pdf. */
const sendPdf = (reply: FastifyReply, serial: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${serial.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

async function invoicePdf(db: Db, orderId: number, language: Language) {
  const issued = await findOrderInvoice({ db, orderId });
  if (!issued) throw notFound('Tax invoice');
  const pdf = await renderTaxInvoicePdf(issued.invoice, language);
  return { serial: issued.invoice.serial, pdf };
}

async function creditNotePdf(db: Db, orderId: number, creditNoteId: number, language: Language) {
  const issued = await findOrderCreditNote({ db, orderId, creditNoteId });
  if (!issued) throw notFound('Credit note');
  const pdf = await renderCreditNotePdf(issued.creditNote, language);
  return { serial: issued.creditNote.serial, pdf };
}

/**
 * An order's tax invoice and credit notes — their list and PDFs — for its shopper (another
 * shopper's order is a 404, as if it did not exist) and for staff with `permission`.
 */
function taxDocumentRoutes(options: {
  base: string;
  tag: string;
  permission?: Permission;
}): FastifyPluginAsyncZod {
  const { base, tag, permission } = options;
  const guard = permission
    ? { onRequest: requirePermission(permission) }
    : { preHandler: requireSignIn };
  return async (app) => {
    /** The order, if the caller may see its documents; else a 404. */
    const checkOrder = async (orderId: number, userId: number) => {
      const order = await readOrder({ db: app.db, id: orderId });
      if (!permission && order.userId !== userId) throw notFound('Order');
    };

    app.get(
      `${base}/:id/tax-documents`,
      {
        ...guard,
        schema: {
          tags: [tag],
          security,
          summary: "The order's tax invoice (null before it is placed) and its credit notes",
          params: idParamSchema,
          response: { 200: orderTaxDocumentsResponseSchema, ...errors },
        },
      },
      async (request) => {
        await checkOrder(request.params.id, request.auth!.userId);
        return {
          success: true as const,
          data: await listOrderTaxDocuments({ db: app.db, orderId: request.params.id }),
        };
      },
    );

    app.get(
      `${base}/:id/invoice.pdf`,
      {
        ...guard,
        schema: {
          tags: [tag],
          security,
          summary: "The order's GST tax invoice as a PDF",
          params: idParamSchema,
          querystring: taxDocumentPdfQuerySchema,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        await checkOrder(request.params.id, request.auth!.userId);
        const { serial, pdf } = await invoicePdf(app.db, request.params.id, request.query.language);
        return sendPdf(reply, serial, pdf);
      },
    );

    app.get(
      `${base}/:id/credit-notes/:creditNoteId.pdf`,
      {
        ...guard,
        schema: {
          tags: [tag],
          security,
          summary: 'A credit note against the order’s invoice, as a PDF',
          params: creditNoteParamSchema,
          querystring: taxDocumentPdfQuerySchema,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const { id, creditNoteId } = request.params;
        await checkOrder(id, request.auth!.userId);
        const { serial, pdf } = await creditNotePdf(
          app.db,
          id,
          creditNoteId,
          request.query.language,
        );
        return sendPdf(reply, serial, pdf);
      },
    );
  };
}

/** The tax documents of an order, for its shopper and for the console. */
export const orderTaxDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(taxDocumentRoutes({ base: '/api/orders', tag: 'orders' }));
  await app.register(
    taxDocumentRoutes({
      base: '/api/admin/orders',
      tag: 'orders admin',
      permission: 'orders.manage',
    }),
  );
};
