import 'server-only';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney } from '@/lib/dashboard/labels';
import type { StatementLine } from '@/lib/network/royalties';
import { PDF_FONT } from '@/lib/server/invoices/pdf-fonts';

export type StatementPdfData = {
  issuer: { name: string; address: string | null; vatNumber: string | null };
  office: { name: string; address: string | null };
  month: string;
  monthName: string;
  version: number;
  status: string;
  lines: StatementLine[];
  paidRevenuePence: number;
  royaltyBasisPoints: number | null;
  royaltyPence: number | null;
  feePence: number | null;
  vatRatePercent: number;
  vatPence: number | null;
  totalPence: number | null;
  paidAt: Date | null;
  note: string | null;
};

// In English, like the invoices and the mail it is attached to: the head office keeps its accounts in English.
const s = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 10, color: '#1c252e', padding: 40 },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  title: { fontSize: 18, fontWeight: 700, textAlign: 'right' },
  muted: { color: '#637381' },
  section: { marginTop: 22 },
  label: { fontSize: 8, fontWeight: 700, color: '#637381', textTransform: 'uppercase', marginBottom: 3 },
  line: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 4,
    borderBottomWidth: 0.5,
    borderBottomColor: '#dfe3e8',
  },
  total: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    marginTop: 4,
    paddingTop: 5,
    fontSize: 12,
    fontWeight: 700,
  },
  warning: { marginTop: 22, padding: 10, backgroundColor: '#fff5cc', color: '#7a4100' },
});

const serviceName = (service: string) =>
  service === 'adjustments' ? 'Discounts, travel and other adjustments' : service || 'Other work';

/** A franchise office's royalty statement for one month, from the head office. */
export function StatementDocument({ data }: { data: StatementPdfData }) {
  const money = (p: number | null) => (p == null ? '—' : formatMoney(p));
  const rate = data.royaltyBasisPoints == null ? '' : ` (${(data.royaltyBasisPoints / 100).toFixed(2)}%)`;
  return (
    <Document title={`Royalty statement ${data.monthName}`} author={data.issuer.name} language="en-GB">
      <Page size="A4" style={s.page}>
        <View style={s.row}>
          <View style={{ maxWidth: 280 }}>
            <Text style={{ fontSize: 14, fontWeight: 700 }}>{data.issuer.name}</Text>
            {data.issuer.address ? <Text>{data.issuer.address}</Text> : null}
            {data.issuer.vatNumber ? <Text>VAT No. {data.issuer.vatNumber}</Text> : null}
          </View>
          <View>
            <Text style={s.title}>ROYALTY STATEMENT</Text>
            <Text style={{ textAlign: 'right' }}>{data.monthName}</Text>
            <Text style={[s.muted, { textAlign: 'right' }]}>
              Version {data.version} · {data.paidAt ? 'Paid' : data.status === 'no-terms' ? 'No terms' : 'Due'}
            </Text>
          </View>
        </View>
        <View style={s.section}>
          <Text style={s.label}>Office</Text>
          <Text style={{ fontWeight: 700 }}>{data.office.name}</Text>
          {data.office.address ? <Text>{data.office.address}</Text> : null}
        </View>
        {data.note ? (
          <View style={s.section}>
            <Text style={s.label}>Correction</Text>
            <Text>{data.note}</Text>
          </View>
        ) : null}
        <View style={s.section}>
          <Text style={s.label}>Paid revenue by service (without VAT)</Text>
          {data.lines.length ? (
            data.lines.map((l) => (
              <View key={l.service} style={s.line}>
                <Text>{serviceName(l.service)}</Text>
                <Text>{money(l.pence)}</Text>
              </View>
            ))
          ) : (
            <Text style={s.muted}>No invoice was paid this month.</Text>
          )}
          <View style={[s.line, { fontWeight: 700 }]}>
            <Text>Paid revenue</Text>
            <Text>{money(data.paidRevenuePence)}</Text>
          </View>
        </View>
        {data.status === 'no-terms' ? (
          <Text style={s.warning}>
            No royalty terms were set for this month, so no royalty or fee is shown. The head office has been told.
          </Text>
        ) : (
          <View style={[s.section, { marginLeft: 'auto', width: 260 }]}>
            <View style={s.line}>
              <Text>Royalty{rate}</Text>
              <Text>{money(data.royaltyPence)}</Text>
            </View>
            <View style={s.line}>
              <Text>Monthly fee</Text>
              <Text>{money(data.feePence)}</Text>
            </View>
            <View style={s.line}>
              <Text>VAT ({data.vatRatePercent}%)</Text>
              <Text>{money(data.vatPence)}</Text>
            </View>
            <View style={s.total}>
              <Text>Total</Text>
              <Text>{money(data.totalPence)}</Text>
            </View>
          </View>
        )}
      </Page>
    </Document>
  );
}
