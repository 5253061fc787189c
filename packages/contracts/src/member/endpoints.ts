// The request and response schemas of the session and member account calls, by endpoint; their
// routes are in the core (endpointRoutes). The API client loads this table on the first call into
// the domain.
import { StatusResponse, type DomainEndpointSchemas } from '@storefront/contracts';
import {
  AccountDetailSaveRequest,
  AccountPointsResponse,
  CancelAccountRequest,
  CountriesResponse,
  DeliveryDetailResponse,
  DeliveryDetailSaveRequest,
  FollowersResponse,
  LoginRequest,
  LoginResponse,
  MemberNoticesResponse,
  MemberSummaryResponse,
  MemberUpgradeRequest,
  MerchantUpgradeRequest,
  PointsListQuery,
  PointsListResponse,
  PurchaseDetailResponse,
  PurchaseDetailSaveRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from './schemas';

export const memberEndpointSchemas = {
  memberLogin: { request: LoginRequest, response: LoginResponse },
  memberLogout: { response: StatusResponse },
  memberRegister: { request: RegisterRequest, response: StatusResponse },
  memberAccountDetailSave: { request: AccountDetailSaveRequest, response: StatusResponse },
  memberResetPassword: { request: ResetPasswordRequest, response: StatusResponse },
  memberCancel: { request: CancelAccountRequest, response: StatusResponse },
  memberFollowers: { response: FollowersResponse },
  memberAccountPoints: { response: AccountPointsResponse },
  pointsEarnedList: { query: PointsListQuery, response: PointsListResponse },
  pointsUsedList: { query: PointsListQuery, response: PointsListResponse },
  purchaseDetailGet: { response: PurchaseDetailResponse },
  purchaseDetailSave: { request: PurchaseDetailSaveRequest, response: StatusResponse },
  deliveryDetailGet: { response: DeliveryDetailResponse },
  deliveryDetailSave: { request: DeliveryDetailSaveRequest, response: StatusResponse },
  memberCountries: { response: CountriesResponse },
  memberUpgrade: { request: MemberUpgradeRequest, response: StatusResponse },
  merchantUpgrade: { request: MerchantUpgradeRequest, response: StatusResponse },
  memberNotices: { response: MemberNoticesResponse },
  memberSummary: { response: MemberSummaryResponse },
} as const satisfies DomainEndpointSchemas<'member'>;
