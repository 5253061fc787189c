// The request and response schemas of the buyer order calls (detail, cancel and logistics status
// also serve the merchant), by endpoint; their routes are in the core (endpointRoutes). The API
// client loads this table on the first call into the domain.
import { StatusResponse, type DomainEndpointSchemas } from '@storefront/contracts';
import {
  LogisticStatusResponse,
  OrderCancelRequest,
  OrderDetailResponse,
  OrderListQuery,
  OrderListResponse,
  OrderReceivedRequest,
  OrderRefundAccountRequest,
  OrderRefundRequest,
  OrderStoreRequest,
  RepayResponse,
} from './schemas';

export const ordersEndpointSchemas = {
  memberOrderList: { query: OrderListQuery, response: OrderListResponse },
  memberOrderDetail: { response: OrderDetailResponse },
  memberOrderRefund: { request: OrderRefundRequest, response: StatusResponse },
  memberOrderRefundAccount: { request: OrderRefundAccountRequest, response: StatusResponse },
  memberOrderCancel: { request: OrderCancelRequest, response: StatusResponse },
  memberOrderReceived: { request: OrderReceivedRequest, response: StatusResponse },
  memberOrderStore: { request: OrderStoreRequest, response: StatusResponse },
  logisticStatus: { response: LogisticStatusResponse },
  gomypayRepay: { response: RepayResponse },
  ecpayRepay: { response: RepayResponse },
} as const satisfies DomainEndpointSchemas<'orders'>;
