import { ApiError } from '@groundwork/shared/api';

/** For tests: the error the API client throws when the server answers `status` with this body. */
export function httpError(status: number, data: object): ApiError {
  return new ApiError(status, data);
}
