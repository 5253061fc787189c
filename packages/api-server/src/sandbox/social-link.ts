// The social-link sandbox: stand-ins for the provider pages the profile's social tab navigates to
// ({base}/facebook-login-add, {base}/google-login-add). The page asks for the provider account
// name and, on confirm, links it to the logged-in member; {provider}-login-remove unlinks it,
// except for the provider the member logs in with. Like the other sandbox pages, its bilingual
// labels belong to the stand-in provider, not to the storefront's catalogs.
import type { Context, Hono } from 'hono';
import { MEMBER_TYPE } from '@storefront/contracts/member';
import { loadSession } from '../auth/session';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import { formParams } from '../payments/form-params';
import { page } from './ecpay-page';

const PROVIDERS = {
  facebook: { column: 'facebook_username', label: 'Facebook', memberType: MEMBER_TYPE.facebook },
  google: { column: 'google_username', label: 'Google', memberType: MEMBER_TYPE.google },
} as const;
type Provider = keyof typeof PROVIDERS;

export const SOCIAL_RETURN_PATH = '/member/profile?tab=social';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

async function readName(c: Context): Promise<string> {
  const form = await formParams(c);
  const value = form.username;
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

export function registerSocialLinkSandbox(app: Hono<AppEnv>, db: Database): void {
  for (const provider of Object.keys(PROVIDERS) as Provider[]) {
    const { column, label, memberType } = PROVIDERS[provider];
    const addPath = `/${provider}-login-add`;
    const removePath = `/${provider}-login-remove`;

    app.get(addPath, async (c) => {
      const member = await loadSession(db, c);
      if (!member) return c.redirect(`/member/login?returnUrl=${encodeURIComponent(addPath)}`, 302);
      const suggested = escapeHtml(member.email.split('@')[0] ?? '');
      return c.html(
        page(
          `${label} sandbox`,
          `<h1>${label} 帳號連結 / account link (sandbox)</h1>
           <form method="post" action="${addPath}">
             <label>${label} 使用者名稱 / user name <input name="username" required maxlength="100" value="${suggested}"></label>
             <button type="submit">連結 / Link</button>
           </form>
           <p><a href="${SOCIAL_RETURN_PATH}">取消 / Cancel</a></p>`,
        ),
      );
    });

    app.post(addPath, async (c) => {
      const member = await loadSession(db, c);
      if (!member) return c.redirect('/member/login', 302);
      const name = await readName(c);
      if (!name) return c.redirect(addPath, 302);
      await db.query(`update members set ${column} = $2 where id = $1`, [member.userId, name]);
      return c.redirect(SOCIAL_RETURN_PATH, 303);
    });

    app.post(removePath, async (c) => {
      const member = await loadSession(db, c);
      if (!member) return c.redirect('/member/login', 302);
      await formParams(c); // a form post like the others: an unreadable body is a 400
      // The login method in use cannot be disconnected (shopper.md section 6).
      if (member.memberType !== memberType) {
        await db.query(`update members set ${column} = null where id = $1`, [member.userId]);
      }
      return c.redirect(SOCIAL_RETURN_PATH, 303);
    });
  }
}
