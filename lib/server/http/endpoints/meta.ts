import 'server-only';
import * as api from '@/lib/api/endpoints/meta';
import { serverHalf } from './define';

export const meta = serverHalf(api, 'Meta', {
  health: {
    access: 'public',
    summary: 'Health check for the hosting platform: 200 { status: "ok" } when the database answers, 503 otherwise',
  },
  openApi: { access: 'public', summary: 'This OpenAPI 3.1 document, generated from the endpoint table' },
});
