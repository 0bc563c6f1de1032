import { httpClient } from '@storefront/shared';
import type { AuthResponse, LoginRequest, RegisterRequest } from '@storefront/shared/contracts';

export async function signIn(request: LoginRequest): Promise<AuthResponse> {
  const { data } = await httpClient.post<AuthResponse>('/auth/login', request);
  return data;
}

export async function register(request: RegisterRequest): Promise<AuthResponse> {
  const { data } = await httpClient.post<AuthResponse>('/auth/register', request);
  return data;
}
