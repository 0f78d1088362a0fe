import 'server-only';
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney } from '@/lib/dashboard/labels';
import { PDF_FONT } from './pdf-fonts';

export type InvoicePdfData = {
  invoiceNumber: string;
  /** As shown: draft 0, pending 1, paid 2, overdue 3. */
  status: number;
  createDate: Date;
  dueDate: Date;
  company: {
    name: string;
    address: string | null;
    vatNumber: string | null;
    email: string | null;
    phone: string | null;
    currencySymbol: string;
  };
  logo: { data: Buffer; format: 'png' | 'jpg' } | null;
  billTo: { name?: string; company?: string; address?: string; email?: string; phoneNumber?: string } | null;
  items: {
    title: string;
    description: string;
    service: string;
    quantity: number;
    pricePence: number;
    totalPence: number;
  }[];
  subTotalPence: number;
  shippingPence: number;
  discountPence: number;
  taxesPence: number;
  totalPence: number;
  notes: string | null;
};

// The document is written in English, the company's language, like the mail it is attached to; its labels are the
// detail screen's English ones (Travel, Total due...).
const STATUS = ['Draft', 'Pending', 'Paid', 'Overdue'];
const date = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(d);
const quantity = (q: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(q);

const s = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 9.5, color: '#1c252e', padding: 40, paddingBottom: 56 },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  logo: { maxWidth: 120, maxHeight: 56, objectFit: 'contain', objectPositionX: 0, marginBottom: 8 },
  companyName: { fontSize: 14, fontWeight: 700, marginBottom: 2 },
  muted: { color: '#637381' },
  title: { fontSize: 20, fontWeight: 700, textAlign: 'right' },
  right: { textAlign: 'right' },
  section: { marginTop: 22 },
  label: { fontSize: 8, fontWeight: 700, color: '#637381', textTransform: 'uppercase', marginBottom: 3 },
  tableHead: { flexDirection: 'row', backgroundColor: '#f4f6f8', paddingVertical: 5, fontWeight: 700 },
  tableRow: { flexDirection: 'row', paddingVertical: 5, borderBottomWidth: 0.5, borderBottomColor: '#dfe3e8' },
  cItem: { flex: 1, paddingHorizontal: 4 },
  cService: { width: 90, paddingHorizontal: 4 },
  cNum: { width: 62, paddingHorizontal: 4, textAlign: 'right' },
  sums: { marginTop: 12, marginLeft: 'auto', width: 220 },
  sumRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  total: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: '#1c252e',
    marginTop: 4,
    paddingTop: 5,
    fontSize: 12,
    fontWeight: 700,
  },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: '#919eab', textAlign: 'center' },
});

const lines = (...values: (string | null | undefined)[]) => values.filter((v): v is string => Boolean(v && v.trim()));

export function InvoiceDocument({ data }: { data: InvoicePdfData }) {
  const money = (pence: number) => formatMoney(pence, data.company.currencySymbol);
  const { company, billTo } = data;
  const sums: [string, string][] = [
    ['Subtotal', money(data.subTotalPence)],
    ['Travel', money(data.shippingPence)],
    ['Discount', data.discountPence ? money(-data.discountPence) : money(0)],
    ['VAT', money(data.taxesPence)],
  ];
  return (
    <Document
      title={`Invoice ${data.invoiceNumber}`}
      author={company.name}
      subject={`Invoice ${data.invoiceNumber} from ${company.name}`}
      language="en-GB"
    >
      {/* No lineHeight on the page: in react-pdf 4.9 it hides the fixed footer. */}
      <Page size="A4" style={s.page}>
        <View style={s.row}>
          <View style={{ maxWidth: 300 }}>
            {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt text */}
            {data.logo ? <Image src={data.logo} style={s.logo} /> : null}
            <Text style={s.companyName}>{company.name}</Text>
            {lines(company.address, company.email, company.phone).map((l) => (
              <Text key={l}>{l}</Text>
            ))}
            {company.vatNumber ? <Text>VAT No. {company.vatNumber}</Text> : null}
          </View>
          <View>
            <Text style={s.title}>INVOICE</Text>
            <Text style={[s.right, { fontSize: 12, fontWeight: 700 }]}>{data.invoiceNumber}</Text>
            <Text style={[s.right, s.muted]}>Status: {STATUS[data.status] ?? STATUS[0]}</Text>
          </View>
        </View>

        <View style={[s.row, s.section]}>
          <View style={{ maxWidth: 300 }}>
            <Text style={s.label}>Bill to</Text>
            {billTo ? (
              lines(billTo.name, billTo.company, billTo.address, billTo.email, billTo.phoneNumber).map((l) => (
                <Text key={l}>{l}</Text>
              ))
            ) : (
              <Text>—</Text>
            )}
          </View>
          <View>
            <Text style={s.label}>Issued</Text>
            <Text>{date(data.createDate)}</Text>
            <Text style={[s.label, { marginTop: 6 }]}>Due</Text>
            <Text>{date(data.dueDate)}</Text>
          </View>
        </View>

        <View style={s.section}>
          <View style={s.tableHead} fixed>
            <Text style={s.cItem}>Description</Text>
            <Text style={s.cService}>Service</Text>
            <Text style={s.cNum}>Qty</Text>
            <Text style={s.cNum}>Unit price</Text>
            <Text style={s.cNum}>Line total</Text>
          </View>
          {data.items.map((item, i) => (
            <View key={i} style={s.tableRow} wrap={false}>
              <View style={s.cItem}>
                <Text style={{ fontWeight: 700 }}>{item.title}</Text>
                {item.description ? <Text style={s.muted}>{item.description}</Text> : null}
              </View>
              <Text style={s.cService}>{item.service}</Text>
              <Text style={s.cNum}>{quantity(item.quantity)}</Text>
              <Text style={s.cNum}>{money(item.pricePence)}</Text>
              <Text style={s.cNum}>{money(item.totalPence)}</Text>
            </View>
          ))}
        </View>

        <View style={s.sums} wrap={false}>
          {sums.map(([label, value]) => (
            <View key={label} style={s.sumRow}>
              <Text style={s.muted}>{label}</Text>
              <Text>{value}</Text>
            </View>
          ))}
          <View style={s.total}>
            <Text>Total due</Text>
            <Text>{money(data.totalPence)}</Text>
          </View>
        </View>

        {data.notes ? (
          <View style={s.section}>
            <Text style={s.label}>Notes</Text>
            <Text>{data.notes}</Text>
          </View>
        ) : null}

        <Text
          style={s.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            [
              ...lines(company.name, company.vatNumber ? `VAT No. ${company.vatNumber}` : null),
              data.invoiceNumber,
              `${pageNumber} / ${totalPages}`,
            ].join(' · ')
          }
        />
      </Page>
    </Document>
  );
}
