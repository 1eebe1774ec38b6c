import { fillNodes } from '@/components/ui/TemplateText';
import { ShowPasswordToggle } from '@/components/login/ShowPasswordToggle';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { SiteLink } from '@/components/ui/SiteLink';
import { wordsFor } from '@/lib/i18n/words';
import { pathTo } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { LOGIN_ACTION, site } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/pages/seo';
import styles from './LoginPage.module.css';

/** Where the password goes, named under the form so the visitor can check it: e.g. "login.example.com". */
const providerHost = new URL(site.loginProvider).host;

export function loginMetadata(locale: Locale) {
  return pageMetadata(routeFor('/login/', locale));
}

// A plain HTML form: the browser posts it straight to the back-office provider, so it works
// before (and without) JavaScript and no password ever passes through this site's code. Only the
// words follow the page's language: the fields, their names and values, the action and the method are
// the provider's, the same in both editions (LoginPage.test.tsx holds them equal).
export function LoginPage({ locale }: { locale: Locale }) {
  const route = routeFor('/login/', locale);
  const text = wordsFor(locale).login;
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card panel ${styles.card}`}>
        <h1 className={styles.heading}>{route.heading}</h1>
        <p className={styles.subtitle}>{text.subtitle}</p>
        <form className={styles.form} method="post" action={LOGIN_ACTION}>
          <div className="text-field">
            <label htmlFor="login-username">{text.usernameLabel}</label>
            <input
              id="login-username"
              name="username"
              type="text"
              inputMode="email"
              placeholder={text.usernamePlaceholder}
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              required
            />
          </div>
          <div className="text-field">
            <div className={styles.labelRow}>
              <label htmlFor="login-password">{text.passwordLabel}</label>
              <ShowPasswordToggle inputId="login-password" label={text.showPassword} />
            </div>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required />
            {site.passwordResetUrl ? (
              <a className={styles.forgot} href={site.passwordResetUrl}>
                {text.forgotPassword}
              </a>
            ) : null}
          </div>
          {/* The provider's back office (login_check_pre.php) expects log_submit=Login with the credentials, in either language. */}
          <button type="submit" className={`button ${styles.submit}`} title={text.submitTitle} name="log_submit" value="Login">
            {text.submit}
          </button>
        </form>
        <p className={styles.note}>
          {fillNodes(text.note, {
            host: <strong>{providerHost}</strong>,
            contact: <SiteLink href={pathTo('/contact/', locale)}>{text.contactLink}</SiteLink>,
            phone: <PhoneLink phone={site.phone} />,
          })}
        </p>
      </div>
    </div>
  );
}
