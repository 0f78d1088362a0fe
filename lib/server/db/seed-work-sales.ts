import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import { companies, enquiries, estimateItems, estimates, invoiceItems, invoices } from './schema';
import { at, day, DEMO_EXTRA_PEOPLE, id, type DemoWeek } from './seed-work-context';

/**
 * The demo week's paperwork: a paid and a pending invoice (the company's counters move past their numbers, so the next
 * one created does not collide), three enquiries at different stages and the estimate sent for one of them.
 */
export async function seedDemoSales({ tx, companyId, admin, oliver, margaret, today }: DemoWeek) {
  const party = {
    name: 'Brightside Cleaning Head Office',
    address: 'Unit 4, Hethersett Business Park, Hethersett, Norwich NR9 3AB',
    email: 'office@brightside-cleaning.co.uk',
    phoneNumber: '01603 555 0100',
  };
  await tx
    .insert(invoices)
    .values([
      {
        id: id(301),
        companyId,
        jobId: id(103),
        clientId: oliver,
        invoiceNumber: 'INV-0001',
        status: INVOICE_STATUS.paid,
        sent: 1,
        createDate: at(day(-12), '10:00'),
        dueDate: at(day(2), '10:00'),
        paidAt: at(day(-5), '14:20'),
        subTotalPence: 32000,
        taxesPence: 6400,
        totalPence: 38400,
        invoiceFrom: party,
        invoiceTo: {
          name: 'Oliver Bennett',
          address: 'Suite 2, Wymondham Business Centre, Wymondham NR18 0WW',
          email: 'client@demo.cleaning.test',
        },
        notes: 'Paid by bank transfer, thank you.',
      },
      {
        id: id(302),
        companyId,
        jobId: id(101),
        clientId: oliver,
        invoiceNumber: 'INV-0002',
        status: INVOICE_STATUS.pending,
        sent: 1,
        createDate: at(day(-3), '10:00'),
        dueDate: at(day(11), '10:00'),
        subTotalPence: 9000,
        taxesPence: 1800,
        totalPence: 10800,
        invoiceFrom: party,
        invoiceTo: {
          name: 'Oliver Bennett',
          address: '14 Ringland Lane, Hethersett, Norwich NR9 3PX',
          email: 'client@demo.cleaning.test',
        },
        notes: 'Payment within 14 days, please.',
      },
    ])
    .onConflictDoNothing();
  await tx.insert(invoiceItems).values([
    {
      invoiceId: id(301),
      position: 0,
      title: 'Office deep clean',
      service: 'Office Cleaning',
      description: 'Two cleaners, eight hours',
      quantityHundredths: 1600,
      pricePence: 2000,
      totalPence: 32000,
    },
    {
      invoiceId: id(302),
      position: 0,
      title: 'Weekly house clean',
      service: 'House Cleaning',
      description: 'Four hours',
      quantityHundredths: 400,
      pricePence: 2250,
      totalPence: 9000,
    },
  ]);
  await tx
    .update(companies)
    .set({
      lastInvoiceNumber: sql`greatest(${companies.lastInvoiceNumber}, 2)`,
      lastEstimateNumber: sql`greatest(${companies.lastEstimateNumber}, 1)`,
    })
    .where(eq(companies.id, companyId));

  await tx
    .insert(enquiries)
    .values([
      {
        id: id(401),
        companyId,
        name: 'Hannah Cole',
        email: 'hannah.cole@example.co.uk',
        phone: '07700 900123',
        address: '3 Back Lane, Wymondham',
        postCode: 'NR18 0LB',
        messageDescription: 'Quote for a fortnightly clean of a three-bedroom house, ideally on Thursdays.',
        services: ['House Cleaning'],
        createdAt: at(today, '07:40'),
      },
      {
        id: id(402),
        companyId,
        name: 'Rajesh Mehta',
        email: 'r.mehta@example.co.uk',
        phone: '07700 900456',
        address: '18 Earlham Road, Norwich',
        postCode: 'NR2 3DB',
        messageDescription: 'Please call me back about carpet cleaning for a rented flat before we move out.',
        services: ['Carpet Cleaning', 'End Of Tenancy Cleaning'],
        status: 'contacted',
        createdAt: at(day(-2), '13:15'),
      },
      {
        id: id(403),
        companyId,
        name: 'Margaret Ellis',
        email: DEMO_EXTRA_PEOPLE[1].email,
        phone: '07700 900789',
        address: 'Flat 3, 22 Unthank Road, Norwich',
        postCode: 'NR2 2RA',
        messageDescription: 'End-of-tenancy clean needed before the inspection; two bedrooms, oven included.',
        services: ['End Of Tenancy Cleaning'],
        status: 'estimated',
        createdAt: at(day(-6), '09:30'),
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(estimates)
    .values({
      id: id(501),
      companyId,
      estimateNumber: 'EST-0001',
      enquiryId: id(403),
      clientId: margaret,
      clientName: 'Margaret Ellis',
      clientEmail: DEMO_EXTRA_PEOPLE[1].email,
      clientPhone: '07700 900789',
      address: 'Flat 3, 22 Unthank Road, Norwich',
      postCode: 'NR2 2RA',
      status: 'sent',
      validUntil: day(24),
      subTotalPence: 26500,
      taxesPence: 5300,
      totalPence: 31800,
      notes: 'Includes oven and inside of kitchen cupboards.',
      createdById: admin,
    })
    .onConflictDoNothing();
  await tx.insert(estimateItems).values([
    {
      estimateId: id(501),
      position: 0,
      service: 'End Of Tenancy Cleaning',
      description: 'Two-bedroom flat, inventory standard',
      quantityHundredths: 100,
      unit: 'item',
      pricePence: 22000,
      totalPence: 22000,
    },
    {
      estimateId: id(501),
      position: 1,
      service: 'Carpet Cleaning',
      description: 'Bedroom carpets, hot water extraction',
      quantityHundredths: 300,
      unit: 'room',
      pricePence: 1500,
      totalPence: 4500,
    },
  ]);
}
