import { ApiError } from '../lib/api/api-error';

/** The ApiError a call fails with; any other outcome (success, another error) fails the test. */
export async function apiFailureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
