import { httpClient } from '@storefront/shared';
import type {
  AuthResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
} from '@storefront/shared/contracts';

/** A session, or for staff with two-factor sign-in the challenge to answer (see two-factor.ts). */
export async function signIn(request: LoginRequest): Promise<LoginResponse> {
  const { data } = await httpClient.post<LoginResponse>('/auth/login', request);
  return data;
}

export async function register(request: RegisterRequest): Promise<AuthResponse> {
  const { data } = await httpClient.post<AuthResponse>('/auth/register', request);
  return data;
}
