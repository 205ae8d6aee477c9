import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** For tests: the error the API client throws when the server answers `status` with this body. */
export function httpError(status: number, data: object): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, response);
}
