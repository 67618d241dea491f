// The Discord Activity's sign-in (loaded only inside Discord, by a dynamic import: the web
// page never downloads the SDK). The SDK's handshake with the Discord client, an OAuth2 code
// from `authorize`, our server trades it for a session (a bearer: cookies are third-party in
// the iframe) and Discord's access token, then `authenticate` with that token.
import { DiscordSDK } from '@discord/embedded-app-sdk';
import { api, ApiError, clearToken, setToken } from './api';

export interface ActivitySession {
  session: string;
  accessToken: string;
  user: { id: string; name: string };
  lang: string;
  game: number | null;
}

/** A failure of the sign-in that is not the server's refusal (no sentence of the server). */
export class ActivityFailure extends Error {}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ActivityFailure('timeout')), ms);
    p.then(
      (v) => {
        window.clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        window.clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** Signs the Activity's user in; the bearer is kept for every later request. Throws an
 * ApiError carrying the server's sentence when the server refuses. */
export async function activitySignIn(): Promise<ActivitySession> {
  clearToken();
  const { clientId } = await api<{ clientId: string }>('/api/activity/config');
  const sdk = new DiscordSDK(clientId);
  await within(sdk.ready(), 30000);
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const body = {
    code,
    instanceId: sdk.instanceId,
    channelId: sdk.channelId,
    guildId: sdk.guildId ?? null,
    lang: navigator.language,
  };
  const answer = await api<ActivitySession>('/api/activity/session', body);
  if (!answer || typeof answer.session !== 'string') throw new ApiError(500, null);
  setToken(answer.session);
  try {
    await sdk.commands.authenticate({ access_token: answer.accessToken });
  } catch {
    // The board needs only our session; Discord's own features (none used yet) would.
  }
  return answer;
}
