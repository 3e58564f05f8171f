// The API client. Authenticated calls go through callApi (a thunk) or the RTK Query hooks of get-*.ts/update-*.ts.
export { API_BASE_URL } from './api-config';
export { ApiError, AUTH_REQUIRED_MESSAGE, NO_CONNECTION_MESSAGE, failureMessage, isApiError, isForbidden, type ApiErrorKind } from './api-error';
export { requestJson, type ApiRequest, type HttpMethod, type RequestContext } from './request-json';
export { apiForbidden, tokenOf, type TokenState } from './session-token';
export { callApi } from './call-api';
export { api } from './api';
export type { ApiQueryError } from './base-query';
export { logIn, type LoginBody, type PasswordLogin, type SocialLogin } from './log-in';
export { signUp, type SignUpBody } from './sign-up';
export { activateAccount } from './activate-account';
export { requestPasswordReset } from './request-password-reset';
export { storePassword, type StorePasswordBody } from './store-password';
export { uploadMedia } from './upload-media';
